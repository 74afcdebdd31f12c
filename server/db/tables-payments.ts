import type { ColumnType, Generated } from 'kysely';
import type { Json, Minor, NullableJson, NullableTimestamp } from './column-types.ts';

/** Tables of the payments core: gateways, transactions, attempts, the ledger, idempotency. */
export interface GatewaysTable {
  merchant_id: number;
  code: string;
  name_en: string;
  name_ar: string;
  adapter: 'sandbox' | 'cod' | 'knet' | 'myfatoorah';
  capture_mode: 'auto' | 'manual';
  fee_fixed_minor: Minor;
  fee_bp: number;
  currency: string;
  logo_url: string | null;
  button_verb_en: string;
  button_verb_ar: string;
  position: number;
  /** The provider's own method this pay choice stands for (a MyFatoorah PaymentMethodId). */
  provider_method: Generated<string | null>;
  is_active: Generated<boolean>;
  mode: Generated<'test' | 'live'>;
  /** The provider's account fields as one JSON object, sealed with SecretBox; null for sandbox and cod. */
  credentials_sealed: string | null;
  /** The plugins whose customers may pay with it; null: every plugin. */
  plugins: NullableJson<string[]>;
  fee_payer: Generated<'customer' | 'merchant'>;
  /** Public id of its webhook URL, /api/v1/gateways/webhook/{webhook_key}; 128 random bits. */
  webhook_key: Generated<string>;
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
  /** The Arabic disclaimer; null shows `disclaimer` in both languages. */
  disclaimer_ar: string | null;
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
  /** Settled through an attempt on a provider's test account: no real money (src/domain/test-payments.ts). */
  test_payment: Generated<boolean>;
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
  /** Unique, sent to the provider and echoed back (KNET trackid, MyFatoorah CustomerReference). */
  reference: Generated<string>;
  provider_refs: ColumnType<Record<string, string>, string | undefined, string>;
  /** The provider's page once started: a second visit goes there instead of starting again. */
  redirect_url: string | null;
  /** When reconciliation asks the provider next; null: nothing to ask (built-in gateways, final). */
  next_check_at: NullableTimestamp;
  checks: Generated<number>;
  /** Went through a provider's test account, as the gateway stood when the attempt was created. */
  test_mode: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MoneyMovementsTable {
  id: Generated<string>;
  transaction_id: string;
  attempt_id: string | null;
  kind: 'payment' | 'authorization' | 'capture' | 'refund' | 'void';
  amount_minor: Minor;
  /** pending: asked of the provider, not yet answered; counts against what may still be refunded. */
  status: ColumnType<
    'pending' | 'done' | 'refused',
    'pending' | 'done' | 'refused' | undefined,
    'pending' | 'done' | 'refused'
  >;
  reference: string | null;
  provider_refs: ColumnType<Record<string, string>, string | undefined, string>;
  reason: string | null;
  next_check_at: NullableTimestamp;
  checks: Generated<number>;
  actor: string | null;
  request_key: string | null;
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
  /** The claimant's fencing token while in flight. */
  claim_token: string | null;
  /** Until when an in-flight claim holds; null: never taken over (handlers outside its transaction). */
  lease_expires_at: Date | null;
  created_at: Generated<Date>;
}

export interface GatewayCallbacksTable {
  id: string;
  attempt_id: string;
  received_at: Generated<Date>;
}

/** A payment the bank completed where nothing could take it; staff refund or apply it. */
export interface PaymentAttentionTable {
  id: Generated<string>;
  merchant_id: number;
  transaction_id: string;
  attempt_id: string;
  reason: 'expired' | 'already_paid' | 'late';
  state: ColumnType<
    'open' | 'refunded' | 'applied' | 'voided',
    'open' | undefined,
    'open' | 'refunded' | 'applied' | 'voided'
  >;
  resolved_by: string | null;
  resolved_at: NullableTimestamp;
  created_at: Generated<Date>;
}
