/**
 * The outbox as a superuser reads it (GET /api/v1/admin/outbox): every email and SMS the
 * product wrote, kept in the database when no provider is configured.
 */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** kept: no provider for the channel, so the message stays here instead of being sent. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A list row: no body, which can hold a reset link; the detail route gives it. */
export interface OutboxListItem {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  created_at: string;
  sent_at: string | null;
}

/** GET /api/v1/admin/outbox/{id}: one message with its full text body. */
export interface OutboxMessage extends OutboxListItem {
  body: string;
  last_error: string | null;
}

export interface OutboxListQuery {
  channel?: OutboxChannel;
  status?: OutboxStatus;
  /** Exactly this address or phone number. */
  recipient?: string;
  /** Part of the recipient or subject, any case. */
  q?: string;
  limit?: number;
  offset?: number;
}
