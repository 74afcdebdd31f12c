import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ActivityChange } from '../../src/domain/contracts/admin-activity.ts';
import type { KuwaitAreas } from '../../src/domain/payment-settings.ts';
import type { RolePreset } from '../../src/domain/roles.ts';
import type { SignedOutLanding } from '../../src/domain/signed-out-landing.ts';
import type { Json, NullableJson, NullableTimestamp, Timestamp } from './column-types.ts';
import type { BulksTable, TransactionCountsTable, TransactionFieldsTable } from './tables-dashboard.ts';
import type {
  BookingItemsTable,
  BookingMembersTable,
  BookingsTable,
  CheckInsTable,
  EventFeedbackTable,
  EventsTable,
  EventTicketsTable,
  TicketInventoryTable,
} from './tables-events.ts';
import type {
  FoodBannersTable,
  FoodBranchesTable,
  FoodCategoriesTable,
  FoodDeliveryAreasTable,
  FoodDeliveryZonesTable,
  FoodItemsTable,
  FoodMenuConfigTable,
  FoodOrderFeedbackTable,
  FoodOrderStateHistoryTable,
  FoodOrdersTable,
  FoodVouchersTable,
  NotificationTokensTable,
} from './tables-food.ts';
import type {
  ApiKeysTable,
  CollectorsTable,
  FilesTable,
  ImagesTable,
  ImageVariantsTable,
  PaymentRestrictionAmountsTable,
  PaymentRestrictionsTable,
  WebhookDeliveriesTable,
  WebhookEventsTable,
} from './tables-integrations.ts';
import type {
  GatewayCallbacksTable,
  GatewaysTable,
  IdempotencyKeysTable,
  MoneyMovementsTable,
  PaymentAttemptsTable,
  TransactionsTable,
} from './tables-payments.ts';

export type * from './tables-dashboard.ts';
export type * from './tables-events.ts';
export type * from './tables-food.ts';
export type * from './tables-integrations.ts';
export type * from './tables-payments.ts';

export interface SettingsTable {
  key: string;
  value: string;
}

export interface MerchantsTable {
  id: Generated<number>;
  title_en: string;
  title_ar: string;
  subheader: string;
  logo_url: string | null;
  favicon_url: string | null;
  admin_url: string;
  support_email: string;
  created_at: Generated<Date>;
  payments_paused: Generated<boolean>;
  welcome_popup_en: string | null;
  welcome_popup_ar: string | null;
  /** Owners and staff who can refund or export must sign in with a second factor. */
  two_factor_required: Generated<boolean>;
  pause_message_en: Generated<string>;
  pause_message_ar: Generated<string>;
  terms_en: Generated<string>;
  terms_ar: Generated<string>;
  disclaimer_en: Generated<string>;
  disclaimer_ar: Generated<string>;
  default_country: Generated<string>;
  capture_delivery_address: Generated<boolean>;
  capture_delivery_location: Generated<boolean>;
  first_popup_en: Generated<string>;
  first_popup_ar: Generated<string>;
  second_popup_en: Generated<string>;
  second_popup_ar: Generated<string>;
  /** null: the built-in list (server/modules/merchant/kuwait-areas.ts). */
  kuwait_areas: NullableJson<KuwaitAreas>;
  /** The unit customer pages show when their transaction names none; null: the first. */
  default_unit_id: number | null;
  /** Where a signed-out visitor to the root goes (issue 19). */
  signed_out_landing: Generated<SignedOutLanding>;
}

export interface UnitsTable {
  id: Generated<number>;
  merchant_id: number;
  title_en: string;
  title_ar: string;
  logo_url: string | null;
  website: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  show_unit_title: Generated<boolean>;
  header_color: Generated<string>;
  header_image_url: string | null;
  header_image_link: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  is_superuser: Generated<boolean>;
  /** False once an owner deactivates the account: no token of theirs is accepted. */
  is_active: Generated<boolean>;
  /** Access tokens issued up to this moment are refused (a deactivation ended every session). */
  sessions_ended_at: NullableTimestamp;
  /** Null while an invitee has not chosen a password yet (the invitation is still open). */
  password_set_at: NullableTimestamp;
  permissions: Json<string[]>;
  /** The role whose permissions `permissions` copies; null: individual permissions. */
  role_id: number | null;
  /** The language of the member's emails as chosen at invitation; null: the request's. */
  lang: 'en' | 'ar' | null;
  receive_order_notification: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface RolesTable {
  id: Generated<number>;
  merchant_id: number;
  /** A preset named by the locale, or null for a custom role (which has a name). */
  preset: RolePreset | null;
  name: string | null;
  permissions: Json<string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MerchantPluginsTable {
  merchant_id: number;
  plugin: string;
  enabled: Generated<boolean>;
  flags: Json<Record<string, boolean>>;
  transaction_fields_enabled: Generated<boolean>;
}

export interface PluginAppearanceTable {
  merchant_id: number;
  plugin: string;
  theme: Generated<string>;
  show_social_links: Generated<boolean>;
  show_language_button: Generated<boolean>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** An authenticator app's secret (encrypted); unconfirmed while its holder is setting it up. */
export interface TwoFactorSecretsTable {
  user_id: number;
  secret: string;
  confirmed_at: NullableTimestamp;
  /** bigint: read back as a string by node-postgres. */
  last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** Between a right password and the second factor: a token that works once, briefly. */
export interface SignInChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  failures: Generated<number>;
  used_at: NullableTimestamp;
}

/** A sign-in session (a signed-in device): `id` is its refresh-token family, the access token's `sid`. */
export interface UserSessionsTable {
  id: string;
  user_id: number;
  created_at: Generated<Date>;
  /** Moved by each refresh, and by requests at most once a minute. */
  last_used_at: Generated<Date>;
  user_agent: string | null;
  ip_address: string | null;
  /** Set once: every access token of the session is refused from then on. */
  ended_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** A throttle counter (server/modules/throttle/repository.ts). */
export interface ThrottleCountersTable {
  scope: string;
  kind: string;
  key: string;
  failures: number;
  window_started_at: Timestamp;
  last_at: Timestamp;
  next_allowed_at: Timestamp;
}

/**
 * What an entry's description reads (its variables) and, in `changes`, the fields the action
 * changed with their values before and after (secrets masked when recorded).
 */
export type ActivityParams = { [name: string]: string | ActivityChange[] | undefined } & {
  changes?: ActivityChange[];
};

export interface ActivityLogTable {
  id: Generated<number>;
  merchant_id: number;
  actor: string;
  /** A key of locales/<lang>/server.json ("activity.*"), rendered in the reader's language. */
  action: string;
  params: Json<ActivityParams>;
  /** Whose records it concerns; null: the actor's own account or merchant-wide settings. */
  plugin: string | null;
  created_at: Timestamp;
}

/** What a live event says happened; its subject is the order's id. */
/** An order a kitchen page should show or update; an account whose open pages must close. */
export type LiveEventKind = 'order.visible' | 'order.changed' | 'session.ended';

export interface LiveEventsTable {
  id: Generated<string>;
  merchant_id: number;
  kind: LiveEventKind;
  subject_id: string;
  created_at: Generated<Date>;
}

export interface LiveEventClaimsTable {
  event_id: string;
  consumer: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'kept' | 'failed';
export type OutboxChannel = 'email' | 'sms';

export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface HelpSubjectsTable {
  id: Generated<number>;
  merchant_id: number;
  value: string;
  label_en: string;
  label_ar: string;
  position: number;
}

export interface CodePairingsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  pair: string;
  redirect_url: string;
  referer_origin: string;
}

export interface Database {
  settings: SettingsTable;
  merchants: MerchantsTable;
  units: UnitsTable;
  users: UsersTable;
  roles: RolesTable;
  merchant_plugins: MerchantPluginsTable;
  plugin_appearance: PluginAppearanceTable;
  refresh_tokens: RefreshTokensTable;
  user_sessions: UserSessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  two_factor_secrets: TwoFactorSecretsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  throttle_counters: ThrottleCountersTable;
  activity_log: ActivityLogTable;
  outbox: OutboxTable;
  live_events: LiveEventsTable;
  live_event_claims: LiveEventClaimsTable;
  help_subjects: HelpSubjectsTable;
  code_pairings: CodePairingsTable;
  gateways: GatewaysTable;
  transactions: TransactionsTable;
  payment_attempts: PaymentAttemptsTable;
  money_movements: MoneyMovementsTable;
  idempotency_keys: IdempotencyKeysTable;
  gateway_callbacks: GatewayCallbacksTable;
  api_keys: ApiKeysTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  collectors: CollectorsTable;
  payment_restrictions: PaymentRestrictionsTable;
  payment_restriction_amounts: PaymentRestrictionAmountsTable;
  files: FilesTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  bulks: BulksTable;
  transaction_fields: TransactionFieldsTable;
  transaction_counts: TransactionCountsTable;
  events: EventsTable;
  event_tickets: EventTicketsTable;
  ticket_inventory: TicketInventoryTable;
  bookings: BookingsTable;
  booking_items: BookingItemsTable;
  booking_members: BookingMembersTable;
  check_ins: CheckInsTable;
  event_feedback: EventFeedbackTable;
  food_menu_config: FoodMenuConfigTable;
  food_categories: FoodCategoriesTable;
  food_items: FoodItemsTable;
  food_branches: FoodBranchesTable;
  food_delivery_zones: FoodDeliveryZonesTable;
  food_delivery_areas: FoodDeliveryAreasTable;
  food_banners: FoodBannersTable;
  food_vouchers: FoodVouchersTable;
  food_orders: FoodOrdersTable;
  food_order_state_history: FoodOrderStateHistoryTable;
  food_order_feedback: FoodOrderFeedbackTable;
  notification_tokens: NotificationTokensTable;
}

export type User = Selectable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Merchant = Selectable<MerchantsTable>;
export type MerchantUpdate = Updateable<MerchantsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type ActivityRow = Selectable<ActivityLogTable>;
export type GatewayRow = Selectable<GatewaysTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransactionRow = Insertable<TransactionsTable>;
export type AttemptRow = Selectable<PaymentAttemptsTable>;
export type UnitRow = Selectable<UnitsTable>;
