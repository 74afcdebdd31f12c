import type { Generated } from 'kysely';
import type { ActivityChange } from '../../src/domain/contracts/admin-activity.ts';
import type { SmsContentType, SmsMethod, SmsMode, SmsSuccessRule } from '../../src/domain/sms-provider.ts';
import type { Json, NullableTimestamp, Timestamp } from './column-types.ts';

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
export type LiveEventKind =
  | 'order.visible'
  | 'order.changed'
  | 'session.ended'
  | 'event.keys_changed'
  | 'menu.changed';

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
  /** An email's HTML version, sent beside the text body; null: text only. */
  html: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** Whose message: whose SMS provider sends it and whose owner reads it; null before issue 20. */
  merchant_id: number | null;
  /** The SMS provider's id of the message and its answer to the last try ("HTTP 200"). */
  provider_message_id: string | null;
  provider_status: string | null;
  /** The message this one is a resend of. */
  resent_from: number | null;
  /** The transaction whose payment link the message carries. */
  transaction_id: Generated<string | null>;
}

/** A header of the SMS provider's request; its value sealed with the secret box. */
export interface SealedHeader {
  name: string;
  sealed: string;
}

export interface SmsProvidersTable {
  merchant_id: number;
  mode: SmsMode;
  url: string;
  method: SmsMethod;
  content_type: SmsContentType;
  headers: Json<SealedHeader[]>;
  body_template: string;
  success_rule: SmsSuccessRule;
  success_text: string;
  success_path: string;
  id_path: string;
  sender: string;
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
