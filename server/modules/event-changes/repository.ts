import { type Insertable, type Selectable, sql } from 'kysely';
import { LISTED_FAILURES } from '../../../src/domain/event-change-rules.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { EventChangesTable } from '../../db/types.ts';

export type ChangeRow = Selectable<EventChangesTable>;

/** Counts and sums over a change's items (`c` the change), shared by the list and the closing summary. */
const itemsWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(*) from event_change_items i where i.change_id = c.id and ${condition})::int`;
const ITEM_COUNTS = [
  itemsWhere(sql`true`).as('total'),
  itemsWhere(sql`i.state = 'done'`).as('done'),
  itemsWhere(sql`i.state = 'failed'`).as('failed'),
  itemsWhere(sql`i.refunded_minor > 0`).as('refunded'),
  sql<string>`(select coalesce(sum(i.refunded_minor), 0) from event_change_items i where i.change_id = c.id)`.as(
    'refunded_minor',
  ),
] as const;

/** The event a change starts on, locked: two changes, or a change and an edit, take turns. */
export function lockEvent(trx: DbHandle, merchantId: number, eventId: number) {
  return queryable(trx)
    .selectFrom('events')
    .select(['id', 'merchant_id', 'title_en', 'title_ar', 'currency', 'canceled_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
}

export function findEventOf(handle: DbHandle, merchantId: number, eventId: number) {
  return queryable(handle)
    .selectFrom('events')
    .select(['id', 'currency'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** The event's bookings not canceled (on `date` when given), with their transaction's state and what a refund may still return. */
export function openBookings(handle: DbHandle, eventId: number, date?: string) {
  let query = queryable(handle)
    .selectFrom('bookings as b')
    .leftJoin('transactions as t', 't.id', 'b.transaction_id')
    .select([
      'b.id',
      'b.ticket_id',
      'b.event_date',
      'b.quantity',
      't.state as transaction_state',
      sql<string>`coalesce((
        select sum(case m.kind when 'refund' then -m.amount_minor else m.amount_minor end)
        from money_movements m where m.transaction_id = t.id and m.kind in ('payment', 'capture', 'refund')
      ), 0)`.as('refundable_minor'),
    ])
    .where('b.event_id', '=', eventId)
    .where('b.status', '!=', 'cancel')
    .orderBy('b.created_at')
    .orderBy('b.id');
  if (date !== undefined) query = query.where('b.event_date', '=', date);
  return query.execute();
}

/** The dates that hold bookings not canceled, with how many. */
export async function bookedDates(handle: DbHandle, eventId: number) {
  const rows = await queryable(handle)
    .selectFrom('bookings')
    .select(['event_date', sql<number>`count(*)::int`.as('bookings')])
    .where('event_id', '=', eventId)
    .where('status', '!=', 'cancel')
    .groupBy('event_date')
    .orderBy('event_date')
    .execute();
  return rows.map((row) => ({ date: row.event_date, bookings: Number(row.bookings) }));
}

export async function runningChange(handle: DbHandle, eventId: number): Promise<boolean> {
  const row = await queryable(handle)
    .selectFrom('event_changes')
    .select('id')
    .where('event_id', '=', eventId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertChange(
  trx: DbHandle,
  change: Insertable<EventChangesTable>,
  bookingIds: readonly string[],
): Promise<string> {
  const db = queryable(trx);
  const { id } = await db
    .insertInto('event_changes')
    .values(change)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let at = 0; at < bookingIds.length; at += 1000) {
    await db
      .insertInto('event_change_items')
      .values(bookingIds.slice(at, at + 1000).map((bookingId) => ({ change_id: id, booking_id: bookingId })))
      .execute();
  }
  if (bookingIds.length === 0) {
    await db
      .updateTable('event_changes')
      .set({ state: 'done', finished_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

export async function markEventCanceled(trx: DbHandle, eventId: number): Promise<void> {
  const now = new Date();
  await queryable(trx)
    .updateTable('events')
    .set({ canceled_at: now, updated_at: now })
    .where('id', '=', eventId)
    .execute();
}

/** The tickets of the event that are sold for `date`, locked against bookings and edits. */
export function ticketsOnDate(trx: DbHandle, eventId: number, date: string) {
  return queryable(trx)
    .selectFrom('event_tickets')
    .select(['id', 'name_en', 'name_ar', 'dates', 'date_rules', 'excluded_dates'])
    .where('event_id', '=', eventId)
    .where(sql<boolean>`dates ? ${date}`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setTicketDates(
  trx: DbHandle,
  ticketId: number,
  dates: { dates: string[]; date_rules: unknown[]; excluded_dates: string[] },
): Promise<void> {
  await queryable(trx)
    .updateTable('event_tickets')
    .set({
      dates: JSON.stringify(dates.dates),
      date_rules: JSON.stringify(dates.date_rules),
      excluded_dates: JSON.stringify(dates.excluded_dates),
    })
    .where('id', '=', ticketId)
    .execute();
}

/** Bookings (and their items) not canceled on `from` move to `to`; their tickets' QR codes carry no date. */
export async function moveBookings(trx: DbHandle, eventId: number, from: string, to: string): Promise<void> {
  const db = queryable(trx);
  const moved = db
    .selectFrom('bookings')
    .select('id')
    .where('event_id', '=', eventId)
    .where('event_date', '=', from)
    .where('status', '!=', 'cancel');
  await db
    .updateTable('booking_items')
    .set({ event_date: to })
    .where('booking_id', 'in', moved)
    .where('event_date', '=', from)
    .execute();
  await db
    .updateTable('bookings')
    .set({ event_date: to })
    .where('event_id', '=', eventId)
    .where('event_date', '=', from)
    .where('status', '!=', 'cancel')
    .execute();
}

/**
 * The next booking left to do of a running change, locked for the caller's transaction; one
 * another worker holds is skipped. Its change and booking come with it.
 */
export function claimNextItem(trx: DbHandle) {
  return queryable(trx)
    .selectFrom('event_change_items as i')
    .innerJoin('event_changes as c', 'c.id', 'i.change_id')
    .innerJoin('bookings as b', 'b.id', 'i.booking_id')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('event_tickets as tk', 'tk.id', 'b.ticket_id')
    .select([
      'i.id as item_id',
      'c.id as change_id',
      'c.kind',
      'c.merchant_id',
      'c.from_date',
      'c.to_date',
      'c.message_en',
      'c.message_ar',
      'c.created_by',
      'c.creator',
      'b.id as booking_id',
      'b.status as booking_status',
      'b.transaction_id',
      'b.email',
      'b.first_name',
      'b.lang',
      'b.event_date',
      'b.access_token',
      'tk.start_time',
      'e.title_en',
      'e.title_ar',
      'e.currency',
    ])
    .where('i.state', '=', 'pending')
    .where('c.state', '=', 'running')
    .orderBy('i.id')
    .limit(1)
    .forUpdate('i')
    .skipLocked()
    .executeTakeFirst();
}

export type ClaimedItem = NonNullable<Awaited<ReturnType<typeof claimNextItem>>>;

export async function finishItem(
  trx: DbHandle,
  itemId: string,
  outcome: { state: 'done'; refundedMinor: number } | { state: 'failed'; failure: string },
): Promise<void> {
  await queryable(trx)
    .updateTable('event_change_items')
    .set({
      state: outcome.state,
      refunded_minor: outcome.state === 'done' ? outcome.refundedMinor : 0,
      failure: outcome.state === 'failed' ? outcome.failure : null,
      attempts: sql`attempts + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', itemId)
    .where('state', '=', 'pending')
    .execute();
}

/** Running changes with nothing left pending become done; returns those that did (each once). */
export function finishSettledChanges(handle: DbHandle) {
  return queryable(handle)
    .updateTable('event_changes as c')
    .set({ state: 'done', finished_at: new Date() })
    .where('c.state', '=', 'running')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('event_change_items as i')
            .select('i.id')
            .whereRef('i.change_id', '=', 'c.id')
            .where('i.state', '=', 'pending'),
        ),
      ),
    )
    .returning(['c.id', 'c.merchant_id', 'c.event_id', 'c.kind', 'c.creator'])
    .execute();
}

/** A change's failed bookings go back to be done; the change runs again. Returns how many. */
export async function retryFailed(trx: DbHandle, changeId: string): Promise<number> {
  const db = queryable(trx);
  const retried = await db
    .updateTable('event_change_items')
    .set({ state: 'pending', failure: null, updated_at: new Date() })
    .where('change_id', '=', changeId)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  const count = Number(retried.numUpdatedRows);
  if (count > 0) {
    await db
      .updateTable('event_changes')
      .set({ state: 'running', finished_at: null })
      .where('id', '=', changeId)
      .execute();
  }
  return count;
}

export function findChange(handle: DbHandle, eventId: number, changeId: string) {
  return queryable(handle)
    .selectFrom('event_changes')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', '=', changeId)
    .executeTakeFirst();
}

/** The event's changes, newest first, with their items counted. */
export function listChanges(handle: DbHandle, eventId: number, changeId?: string) {
  let query = queryable(handle)
    .selectFrom('event_changes as c')
    .selectAll('c')
    .select([...ITEM_COUNTS])
    .where('c.event_id', '=', eventId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id');
  if (changeId !== undefined) query = query.where('c.id', '=', changeId);
  return query.execute();
}

export type ChangeSummaryRow = Awaited<ReturnType<typeof listChanges>>[number];

/** What a change did, for the activity entry that closes it. */
export function changeSummary(handle: DbHandle, changeId: string) {
  return queryable(handle)
    .selectFrom('event_changes as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select(['e.title_en', 'e.currency', ...ITEM_COUNTS])
    .where('c.id', '=', changeId)
    .executeTakeFirstOrThrow();
}

/** The failed bookings of the changes given, up to LISTED_FAILURES each. */
export function failuresOf(handle: DbHandle, changeIds: readonly string[]) {
  if (changeIds.length === 0) return Promise.resolve([]);
  return queryable(handle)
    .selectFrom('event_change_items as i')
    .innerJoin('bookings as b', 'b.id', 'i.booking_id')
    .select(['i.change_id', 'i.booking_id', 'b.email', 'i.failure'])
    .where('i.change_id', 'in', changeIds)
    .where('i.state', '=', 'failed')
    .orderBy('i.id')
    .limit(LISTED_FAILURES * changeIds.length)
    .execute();
}
