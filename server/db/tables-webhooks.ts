import type { Generated } from 'kysely';
import type { Json, NullableJson, NullableTimestamp, Timestamp } from './column-types.ts';

/** A merchant's webhook endpoint (issue 20); its events and attempts are in tables-integrations. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  merchant_id: number;
  url: string;
  description: Generated<string>;
  /** WebhookEventType values it is subscribed to. */
  event_types: Json<string[]>;
  /** Plugin kinds whose transactions it hears about; null means all, including later ones. */
  plugins: NullableJson<string[]>;
  enabled: Generated<boolean>;
  /** Sealed with the secret box: the server signs with it, so it cannot be a hash. */
  secret: string;
  /** The secret before the last roll, sealed, still signing until previous_secret_expires_at. */
  previous_secret: string | null;
  previous_secret_expires_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}
