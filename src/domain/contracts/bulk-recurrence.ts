/** Recurring bulk uploads and withdrawing their links (issue 22). */
import { type Static, Type } from 'typebox';
import { RECURRENCE_FREQUENCIES } from '../payment-request-rules.ts';
import { Nullable } from './common.ts';

/** "HH:mm", 24-hour, on Kuwait's clocks. */
const WallTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/** POST …/dispatch: a recurring upload's schedule, chosen in the confirmation (one-time uploads ignore it). */
export const BulkDispatchOptions = Type.Object(
  {
    /** The time of day its occurrences go out; 09:00 by default. */
    occurrence_time: Type.Optional(WallTime),
    /** Cancel a row's unpaid earlier link when its next one goes out; off by default. */
    cancel_unpaid_earlier: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BulkDispatchOptions = Static<typeof BulkDispatchOptions>;

/** A recurring upload's schedule, as its page shows it. */
export const BulkRecurrence = Type.Object({
  /** The earliest start date of the valid rows (YYYY-MM-DD). */
  first_date: Nullable(Type.String()),
  /** The frequencies the valid rows use. */
  frequencies: Type.Array(Type.Enum(RECURRENCE_FREQUENCIES)),
  occurrence_time: Nullable(Type.String()),
  cancel_unpaid_earlier: Type.Boolean(),
  /** The next occurrence's instant; null when none is left (over or stopped). */
  next_occurrence_at: Nullable(Type.String()),
  stopped_at: Nullable(Type.String()),
});
export type BulkRecurrence = Static<typeof BulkRecurrence>;

export const BulkDispatchLogParams = Type.Object({
  bulk_id: Type.String({ minLength: 1, maxLength: 64 }),
  dispatch_id: Type.Integer({ minimum: 1 }),
});

/** What a withdrawal cancels (or cancelled) and what it leaves. */
export const BulkWithdrawal = Type.Object({
  /** Unpaid links: cancelled by the withdrawal. */
  unpaid: Type.Integer(),
  /** A customer is paying at the bank now: left open. */
  pending: Type.Integer(),
  /** Paid (or money held): left as they are. */
  paid: Type.Integer(),
});
export type BulkWithdrawal = Static<typeof BulkWithdrawal>;
