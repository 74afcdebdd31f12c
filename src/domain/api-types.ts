import type { PluginKind, SectionFlag } from './plugins';

/** The one error shape of the API (ARCHITECTURE.md): field errors, non-field errors, or a message. */
export interface ApiErrorBody {
  message?: string;
  non_field_errors?: string[];
  [field: string]: string[] | string | undefined;
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  access: string;
  refresh: string;
  sessionid: string;
}
export interface RefreshRequest {
  refresh: string;
}
export interface RefreshResponse {
  access: string;
  refresh: string;
}
export interface ForgotPasswordRequest {
  username: string;
  /** Language of the reset message and of the link in it. */
  lang?: 'en' | 'ar';
}
/** The reset link in the message carries `username` and `token` as query parameters. */
export interface ResetPasswordRequest {
  username: string;
  token: string;
  new_password: string;
  password_confirmation: string;
}
export interface MessageResponse {
  message: string;
}

export interface UserDetails {
  id: number;
  username: string;
  email: string;
  /** Read by the password rules (a password must not contain them); null until staff set them. */
  first_name: string | null;
  last_name: string | null;
  is_superuser: boolean;
  permissions: string[];
  receive_order_notification: boolean;
  merchant_logo: string | null;
  merchant_title: string;
}
export interface ChangePasswordRequest {
  /** Proves the person at the keyboard is the account holder, not someone at an unlocked screen. */
  current_password: string;
  new_password: string;
  repeat_password: string;
}
export interface UpdateUserRequest {
  receive_order_notification: boolean;
}
export interface ActivityEntry {
  actor: string;
  description: string;
  timestamp: string;
}

/** GET /api/v1/config/ — public: merchant details plus runtime settings the PWA needs. */
export interface MerchantConfig {
  admin_url: string;
  logo_url: string | null;
  favicon_url: string | null;
  title: string;
  title_en: string;
  title_ar: string;
  subheader: string;
  /** Idle time before the session-expired modal, in ms (SPEC 9: 1200000). */
  session_idle_ms: number;
}

/** GET /api/v1/plugins/sections — the dashboard sections this user may see. */
export interface DashboardSection {
  plugin: PluginKind;
  label_en: string;
  label_ar: string;
  flags: Partial<Record<SectionFlag, boolean>>;
  /** Transaction-fields feature enabled for this section and the user holds its permission. */
  table_headers: boolean;
}
export interface SectionsResponse {
  results: DashboardSection[];
}

export interface Choice {
  value: string;
  display_name: string;
}
/** OPTIONS /api/v1/dashboard/help */
export interface HelpOptions {
  subject_choices: Choice[];
}
export interface HelpRequest {
  email: string;
  subject: string;
  email_message: string;
}

export interface CodePairingRequest {
  code: string;
  pair: string;
}
export interface CodePairingResponse {
  redirect_url: string;
}
