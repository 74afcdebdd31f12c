import { sql } from 'kysely';
import { LISTED_FAILURES } from '../../../src/domain/event-change-rules.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

/** The runs' side: the worker's queue of bookings, and what the runs did. */

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

/**
 * The next booking left to do of a running change, locked for the caller's transaction; one
 * another worker holds is skipped. Its change and booking come with it.
 */
/**
 * The next booking left to do, locked (SKIP LOCKED: one another instance holds is passed
 * over), or the given one. A booking whose refund is out with the provider, or waiting for
 * its next question, is passed over until then.
 */
export function claimNextItem(trx: DbHandle, itemId?: string) {
  let query = queryable(trx)
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
      'i.movement_id',
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
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('money_movements as m')
            .select('m.id')
            .whereRef('m.id', '=', 'i.movement_id')
            .where('m.status', '=', 'pending')
            .where('m.next_check_at', '>', new Date()),
        ),
      ),
    );
  if (itemId !== undefined) query = query.where('i.id', '=', itemId);
  return query.orderBy('i.id').limit(1).forUpdate('i').skipLocked().executeTakeFirst();
}

/** The refund (or void) a booking asked for, committed with the intent itself. */
export async function setItemMovement(trx: DbHandle, itemId: string, movementId: string): Promise<void> {
  await queryable(trx)
    .updateTable('event_change_items')
    .set({ movement_id: movementId })
    .where('id', '=', itemId)
    .execute();
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
