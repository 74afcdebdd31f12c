/** A dispatch's transaction logs, resending a link, and an upload's reminders (issue 22). */
import { type Static, Type } from 'typebox';
import { REMINDER_LIMITS } from '../bulk-reminders.ts';
import { TRANSACTION_STATES } from '../transaction-states.ts';
import { BulkUploadParams } from './bulk.ts';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

export const BulkDispatchLogParams = Type.Object({
  ...BulkUploadParams.properties,
  dispatch_log_id: Type.Integer({ minimum: 1 }),
});

export const BulkTransactionLogParams = Type.Object({
  ...BulkDispatchLogParams.properties,
  row_id: Type.Integer({ minimum: 1 }),
});

export const BulkTransactionLogQuery = Type.Object({
  ...PaginationQuery.properties,
  /** Part of the customer's name, email or phone. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.Enum(TRANSACTION_STATES)),
});
export type BulkTransactionLogQuery = Static<typeof BulkTransactionLogQuery>;

export const LINK_CHANNELS = ['email', 'sms'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

/**
 * Where a link's latest message on one channel is: queued (waiting or retrying), sent, kept
 * (no mail server or SMS provider: held in the Outbox), failed with the reason.
 */
export const BULK_MESSAGE_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type BulkMessageStatus = (typeof BULK_MESSAGE_STATUSES)[number];

export const BulkChannelStatus = Type.Object({
  status: Type.Enum(BULK_MESSAGE_STATUSES),
  /** The last try's error: the reason of a failure, or why it is being retried. */
  reason: Nullable(Type.String()),
  /** Messages on this channel so far: the dispatch's, then each reminder and resend. */
  messages: Type.Integer(),
  last_at: Type.String(),
});
export type BulkChannelStatus = Static<typeof BulkChannelStatus>;

/** One row of a dispatch: its transaction (or why none was made) and its link's messages. */
export const BulkTransactionLog = Type.Object({
  row_id: Type.Integer(),
  row: Type.Integer(),
  customer_name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  amount: Nullable(Type.String()),
  currency_code: Nullable(Type.String()),
  transaction_id: Nullable(Type.String()),
  state: Nullable(Type.String()),
  /** Why the dispatch made no transaction of the row. */
  failure: Nullable(Type.String()),
  email_status: Nullable(BulkChannelStatus),
  sms_status: Nullable(BulkChannelStatus),
  reminders: Type.Integer(),
  last_reminder_at: Nullable(Type.String()),
});
export type BulkTransactionLog = Static<typeof BulkTransactionLog>;

export const BulkTransactionLogPage = Paginated(BulkTransactionLog);
export type BulkTransactionLogPage = Static<typeof BulkTransactionLogPage>;

export const BulkResendBody = Type.Object(
  { channels: Type.Array(Type.Enum(LINK_CHANNELS), { minItems: 1, maxItems: 2, uniqueItems: true }) },
  { additionalProperties: false },
);
export type BulkResendBody = Static<typeof BulkResendBody>;

/** An upload's reminders: its unpaid links again every `every_days` days, at most `times` times. */
export const BulkReminderPlanBody = Type.Object(
  {
    every_days: Type.Integer({
      minimum: REMINDER_LIMITS.everyDays.min,
      maximum: REMINDER_LIMITS.everyDays.max,
    }),
    times: Type.Integer({ minimum: REMINDER_LIMITS.times.min, maximum: REMINDER_LIMITS.times.max }),
  },
  { additionalProperties: false },
);
export type BulkReminderPlanBody = Static<typeof BulkReminderPlanBody>;

/** The plan (null: no reminders), who set it, and what it has sent and will send. */
export const BulkReminders = Type.Object({
  plan: Nullable(
    Type.Object({
      every_days: Type.Integer(),
      times: Type.Integer(),
      set_by: Type.String(),
      updated_at: Type.String(),
    }),
  ),
  /** Reminders sent so far, all links together. */
  sent: Type.Integer(),
  /** Unpaid links that will still be reminded. */
  pending_links: Type.Integer(),
  /** When the next reminder is due, if any. */
  next_at: Nullable(Type.String()),
});
export type BulkReminders = Static<typeof BulkReminders>;
