import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableJson, NullableTimestamp, Timestamp } from './column-types.ts';

/** Tables of the payment integrations: API keys, webhooks, collectors, restrictions, files. */
export interface ApiKeysTable {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  /** The first characters of the key, shown in the dashboard and used to find the row. */
  prefix: string;
  key_hash: string;
  /** Sealed with the secret box (`v1.…`); in clear only between the demo seed and the app's start. */
  webhook_secret: string;
  plugin: string;
  created_at: Generated<Date>;
  created_by: number | null;
  /** Updated at most once a minute per key (LAST_USED_PRECISION_MS). */
  last_used_at: NullableTimestamp;
  /** When the key stops (or stopped) working: a rolled key's keeps it working for the overlap. */
  revoked_at: NullableTimestamp;
  /** The key a roll made to replace this one; its webhook secret signs this one's deliveries. */
  successor_id: number | null;
  /** The webhook secret before the last roll, sealed: deliveries carry both signatures until… */
  previous_webhook_secret: string | null;
  previous_webhook_secret_until: NullableTimestamp;
}

export type WebhookEventStatus = 'pending' | 'delivered' | 'failed';
/** Where an event goes: the transaction's own webhook_url, or one of the merchant's endpoints. */
export type WebhookTarget = 'transaction' | 'endpoint';

export interface WebhookEventsTable {
  id: Generated<number>;
  merchant_id: number;
  transaction_id: string;
  api_key_id: number | null;
  /** Sent to receivers (body and x-gulfpay-event-id) so they can tell a resend from a new event. */
  public_id: string;
  event_type: string;
  target: Generated<WebhookTarget>;
  /** Null for the transaction's own webhook_url, and once the endpoint is deleted. */
  endpoint_id: number | null;
  url: string;
  /** The JSON sent, frozen at the state change it reports. */
  body: string;
  status: Generated<WebhookEventStatus>;
  attempts: Generated<number>;
  /** `attempts` when staff last resent it: retries count from there. */
  resent_after_attempts: Generated<number>;
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
  /** The headers sent (the signature, never a secret); null on attempts logged before issue 20. */
  request_headers: NullableJson<Record<string, string>>;
  /** The first kilobyte of the receiver's answer. */
  response_body: string | null;
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
  /** Allowed gateway codes; empty means every active gateway. */
  pg_codes: Json<string[]>;
  updated_at: Timestamp;
}

/** A customer payment's bounds in one currency, in its minor units; null means no bound. */
export interface PaymentRestrictionAmountsTable {
  merchant_id: number;
  currency: string;
  /** Bigint columns arrive as strings from pg. */
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

/** An original a merchant uploaded for one kind: its pixel size and the widest variant made. */
export interface ImagesTable {
  merchant_id: number;
  /** SHA-256 of the original's bytes, hex. */
  hash: string;
  kind: string;
  /** The widest variant's pixel size. */
  width: number;
  height: number;
  /** The width in the widest variant's name (its pixels are fewer when the original is narrower). */
  stored_width: number;
  created_at: Generated<Date>;
}

/** One re-encoded WebP of an original, served as /media/<hash>-<width>.webp. */
export interface ImageVariantsTable {
  hash: string;
  width: number;
  size: number;
  bytes: Buffer | Uint8Array;
  created_at: Generated<Date>;
}
