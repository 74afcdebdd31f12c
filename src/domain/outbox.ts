/** Every email and SMS the product writes goes through the outbox (GET /api/v1/admin/outbox). */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** kept: no provider for the channel, so the message stays here instead of being sent. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
