/**
 * Cancelling and rescheduling an event (issue 23), under /api/v1/admin/events/:id. Starting one
 * answers 202 with the run: the server then works through the event's bookings one at a time
 * (cancel: each booking canceled, a paid one refunded in full, its holder emailed; reschedule:
 * the date moved at once, each holder emailed), resuming after a restart, each booking once.
 * Amounts are decimal strings in the event's currency.
 */
import { type Static, Type } from 'typebox';
import { EVENT_CHANGE_KINDS, EVENT_CHANGE_STATES, HOLDER_NOTE_MAX_LENGTH } from '../event-change-rules.ts';
import { Id, Nullable } from './common.ts';

const CalendarDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const holderNote = {
  /** Added to the email each holder receives, in their language; empty: the standard text only. */
  message_en: Type.Optional(Type.String({ maxLength: HOLDER_NOTE_MAX_LENGTH })),
  message_ar: Type.Optional(Type.String({ maxLength: HOLDER_NOTE_MAX_LENGTH })),
};

/** POST /admin/events/:id/cancel */
export const EventCancelRequest = Type.Object(holderNote, { additionalProperties: false });
export type EventCancelRequest = Static<typeof EventCancelRequest>;

/** POST /admin/events/:id/reschedule: every booking on `from_date` moves to `to_date`. */
export const EventRescheduleRequest = Type.Object(
  { from_date: CalendarDay, to_date: CalendarDay, ...holderNote },
  { additionalProperties: false },
);
export type EventRescheduleRequest = Static<typeof EventRescheduleRequest>;

/** GET /admin/events/:id/changes/preview: what a cancel (or a reschedule of `from_date`) would touch. */
export const EventChangePreviewQuery = Type.Object({
  kind: Type.Enum(EVENT_CHANGE_KINDS, { type: 'string' }),
  from_date: Type.Optional(CalendarDay),
});
export type EventChangePreviewQuery = Static<typeof EventChangePreviewQuery>;

export const EventChangePreview = Type.Object({
  /** Bookings not canceled (all of the event's, or those on from_date). */
  bookings: Type.Integer(),
  /** Of them, the paid ones a cancel refunds, and the total it would refund. */
  paid_bookings: Type.Integer(),
  refund_total: Type.String(),
  currency: Type.String(),
  /** The dates that hold bookings, with how many: what a reschedule moves from. */
  dates: Type.Array(Type.Object({ date: Type.String(), bookings: Type.Integer() })),
});
export type EventChangePreview = Static<typeof EventChangePreview>;

export const EventChangeFailure = Type.Object({
  booking_id: Type.String(),
  email: Type.String(),
  /** Why, in the reader's language. */
  message: Type.String(),
});
export type EventChangeFailure = Static<typeof EventChangeFailure>;

export const EventChange = Type.Object({
  id: Type.String(),
  kind: Type.Enum(EVENT_CHANGE_KINDS, { type: 'string' }),
  state: Type.Enum(EVENT_CHANGE_STATES, { type: 'string' }),
  from_date: Nullable(Type.String()),
  to_date: Nullable(Type.String()),
  /** Bookings in the run, and how many are done (failed ones are not) or failed. */
  total: Type.Integer(),
  done: Type.Integer(),
  failed: Type.Integer(),
  /** Bookings refunded, and the sum refunded. */
  refunded: Type.Integer(),
  refunded_amount: Type.String(),
  currency: Type.String(),
  created_by: Type.String(),
  created_at: Type.String(),
  finished_at: Nullable(Type.String()),
  /** Up to LISTED_FAILURES failed bookings, so staff can act on each. */
  failures: Type.Array(EventChangeFailure),
});
export type EventChange = Static<typeof EventChange>;

/**
 * GET /admin/events/:id/changes: newest first. POST /admin/events/:id/changes/:changeId/retry
 * puts a run's failed bookings back to be done and answers the run.
 */
export const EventChangeList = Type.Object({ results: Type.Array(EventChange) });
export type EventChangeList = Static<typeof EventChangeList>;

export const EventChangeParams = Type.Object({ id: Id, changeId: Type.String({ format: 'uuid' }) });
