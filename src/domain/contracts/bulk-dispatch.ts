/** Dispatching a bulk upload (issue 22): one payment request a valid row, its link sent. */
import { type Static, Type } from 'typebox';
import { BULK_DISPATCH_KINDS } from '../bulk-rows.ts';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

const BulkDispatchCounts = Type.Object({
  links: Type.Integer(),
  emails: Type.Integer(),
  sms: Type.Integer(),
});

/**
 * What a dispatch would send now and what it would only schedule: the confirmation states
 * both (bulk-dispatch-preview.ts puts them together for the time of day chosen there).
 */
export const BulkDispatchPreview = Type.Object({
  /** Links, emails and SMS that go out now whatever the time of day: one-time rows, recurring rows started before today. */
  ...BulkDispatchCounts.properties,
  /** Recurring rows whose series starts after today (Kuwait): scheduled, nothing sent now. */
  scheduled: Type.Integer(),
  /** Recurring rows starting today: sent now when the time of day chosen has passed, else scheduled. */
  today: BulkDispatchCounts,
});
export type BulkDispatchPreview = Static<typeof BulkDispatchPreview>;

/** A running dispatch's rows handled so far (made or failed) out of its total. */
export const BulkDispatchProgress = Type.Object({ done: Type.Integer(), total: Type.Integer() });
export type BulkDispatchProgress = Static<typeof BulkDispatchProgress>;

/** One dispatch of an upload, as its log shows it. */
export const BulkDispatchLog = Type.Object({
  id: Type.Integer(),
  started_by: Type.String(),
  started_at: Type.String(),
  finished_at: Nullable(Type.String()),
  total: Type.Integer(),
  created: Type.Integer(),
  emails: Type.Integer(),
  sms: Type.Integer(),
  failed: Type.Integer(),
  /** The upload's first dispatch, or one occurrence of its recurring rows. */
  kind: Type.Enum(BULK_DISPATCH_KINDS),
  /** An occurrence's instant. */
  occurrence_at: Nullable(Type.String()),
  /** Rows of a recurring upload the first dispatch scheduled for later, making nothing yet. */
  scheduled: Type.Integer(),
});
export type BulkDispatchLog = Static<typeof BulkDispatchLog>;

export const BulkDispatchLogQuery = PaginationQuery;
export const BulkDispatchLogPage = Paginated(BulkDispatchLog);
export type BulkDispatchLogPage = Static<typeof BulkDispatchLogPage>;
