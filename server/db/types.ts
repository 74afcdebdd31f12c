import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are written as Date and read as Date by both PGlite and node-postgres. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

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
}

export interface UsersTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  email: string;
  password_hash: string;
  is_superuser: Generated<boolean>;
  permissions: Json<string[]>;
  receive_order_notification: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface MerchantPluginsTable {
  merchant_id: number;
  plugin: string;
  enabled: Generated<boolean>;
  flags: Json<Record<string, boolean>>;
  transaction_fields_enabled: Generated<boolean>;
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

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  address: string;
  created_at: Timestamp;
}

export interface ActivityLogTable {
  id: Generated<number>;
  merchant_id: number;
  actor: string;
  /** A key of locales/<lang>/server.json ("activity.*"), rendered in the reader's language. */
  action: string;
  params: Json<Record<string, string>>;
  created_at: Timestamp;
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

export interface ApiKeysTable {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  /** The first characters of the key, shown in the dashboard and used to find the row. */
  prefix: string;
  key_hash: string;
  webhook_secret: string;
  plugin: string;
  created_at: Generated<Date>;
  revoked_at: NullableTimestamp;
}

export type WebhookEventStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookEventsTable {
  id: Generated<number>;
  merchant_id: number;
  transaction_id: string;
  api_key_id: number | null;
  url: string;
  /** The JSON sent, frozen at the state change it reports. */
  body: string;
  status: Generated<WebhookEventStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  event_id: number;
  transaction_id: string;
  attempt: number;
  url: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  created_at: Timestamp;
}

export interface CollectorsTable {
  id: Generated<string>;
  merchant_id: number;
  unit_id: number | null;
  name_en: string;
  name_ar: string;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface PaymentRestrictionsTable {
  merchant_id: number;
  currency: string;
  /** Bigint columns arrive as strings from pg; null means no bound. */
  min_amount_minor: ColumnType<
    string | null,
    string | number | bigint | null,
    string | number | bigint | null
  >;
  max_amount_minor: ColumnType<
    string | null,
    string | number | bigint | null,
    string | number | bigint | null
  >;
  /** Allowed gateway codes; empty means every active gateway. */
  pg_codes: Json<string[]>;
  updated_at: Timestamp;
}

export interface FilesTable {
  id: Generated<string>;
  merchant_id: number;
  name: string;
  content_type: string;
  size: number;
  bytes: Buffer | Uint8Array;
  created_at: Generated<Date>;
}

/** BIGINT money column: pg returns int8 as a string; read it with minorFromDb. */
type Minor = ColumnType<string | number | bigint, string | number | bigint, string | number | bigint>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface GatewaysTable {
  merchant_id: number;
  code: string;
  name_en: string;
  name_ar: string;
  adapter: 'sandbox' | 'cod';
  capture_mode: 'auto' | 'manual';
  fee_fixed_minor: Minor;
  fee_bp: number;
  currency: string;
  logo_url: string | null;
  button_verb_en: string;
  button_verb_ar: string;
  position: number;
  is_active: Generated<boolean>;
}

export interface TransactionsTable {
  id: Generated<string>;
  merchant_id: number;
  unit_id: number | null;
  plugin: string;
  state: ColumnType<string, string | undefined, string>;
  amount_minor: Minor;
  currency: string;
  editable_amount: Generated<boolean>;
  customer_name: Generated<string>;
  customer_phone: string | null;
  customer_email: string | null;
  country_code: Generated<string>;
  additional_phone_number: string | null;
  description: Generated<string>;
  remarks: ColumnType<{ label_en: string; label_ar: string; value: string }[], string | undefined, string>;
  pg_codes: Json<string[]>;
  expiration_time: NullableTimestamp;
  attachment_url: string | null;
  attachment_name: string | null;
  disclaimer: string | null;
  terms_en: string | null;
  terms_ar: string | null;
  multicheckout: NullableJson<Record<string, unknown>>;
  extra: NullableJson<Record<string, unknown>>;
  language: Generated<string>;
  next_url: string | null;
  webhook_url: string | null;
  api_key_id: number | null;
  external_reference: string | null;
  collector_id: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  state_changed_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

export interface PaymentAttemptsTable {
  id: Generated<string>;
  transaction_id: string;
  gateway_code: string;
  amount_minor: Minor;
  fee_minor: Minor;
  total_minor: Minor;
  currency: string;
  state: ColumnType<string, string | undefined, string>;
  gateway_reference: string | null;
  lang: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MoneyMovementsTable {
  id: Generated<string>;
  transaction_id: string;
  attempt_id: string | null;
  kind: 'payment' | 'authorization' | 'capture' | 'refund' | 'void';
  amount_minor: Minor;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: NullableJson<unknown>;
  created_at: Generated<Date>;
}

export interface GatewayCallbacksTable {
  id: string;
  attempt_id: string;
  received_at: Generated<Date>;
}

export interface Database {
  settings: SettingsTable;
  merchants: MerchantsTable;
  units: UnitsTable;
  users: UsersTable;
  merchant_plugins: MerchantPluginsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_failures: LoginFailuresTable;
  activity_log: ActivityLogTable;
  outbox: OutboxTable;
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
  files: FilesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Merchant = Selectable<MerchantsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type ActivityRow = Selectable<ActivityLogTable>;
export type GatewayRow = Selectable<GatewaysTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransactionRow = Insertable<TransactionsTable>;
export type AttemptRow = Selectable<PaymentAttemptsTable>;
export type UnitRow = Selectable<UnitsTable>;
