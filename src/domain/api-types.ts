import type { PluginKind, SectionFlag } from './plugins';

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
