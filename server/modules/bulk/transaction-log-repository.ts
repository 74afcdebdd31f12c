import { type ExpressionBuilder, sql } from 'kysely';
import type { BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { Database, OutboxChannel, OutboxStatus } from '../../db/types.ts';

export type { OutboxStatus };

export interface TransactionLogFilter {
  q?: string;
  state?: string;
  /** One row only (a resend answers with its row). */
  rowId?: number;
  limit: number;
  offset: number;
}

/** A dispatch of the upload, or undefined when the upload has no such dispatch. */
export function findDispatchOf(handle: DbHandle, uploadId: string, dispatchId: number) {
  return queryable(handle)
    .selectFrom('bulk_dispatches')
    .select(['id', 'started_at'])
    .where('upload_id', '=', uploadId)
    .where('id', '=', String(dispatchId))
    .executeTakeFirst();
}

/** A link's latest message on one channel, with how many went on it (the window counts before the limit). */
const latestMessage =
  <A extends string>(channel: OutboxChannel, alias: A) =>
  (eb: ExpressionBuilder<Database, 'bulk_dispatch_items'>) =>
    eb
      .selectFrom('outbox as o')
      .select([
        'o.status',
        'o.last_error',
        'o.created_at',
        'o.sent_at',
        sql<number>`(count(*) over ())::int`.as('messages'),
      ])
      .whereRef('o.transaction_id', '=', 'bulk_dispatch_items.transaction_id')
      .where('o.channel', '=', channel)
      .orderBy('o.id', 'desc')
      .limit(1)
      .as(alias);

/**
 * A page of what one dispatch made of its rows: each row's transaction, the latest email and
 * SMS of its link and its reminders, all read in one query (and the total beside it).
 */
export async function listTransactionLogs(
  handle: DbHandle,
  dispatchId: string,
  filter: TransactionLogFilter,
) {
  let query = queryable(handle)
    .selectFrom('bulk_dispatch_items')
    .innerJoin('bulk_upload_rows as r', 'r.id', 'bulk_dispatch_items.row_id')
    .leftJoin('transactions as t', 't.id', 'bulk_dispatch_items.transaction_id')
    .where('bulk_dispatch_items.dispatch_id', '=', dispatchId);
  const text = filter.q?.trim().toLowerCase();
  if (text) query = query.where('r.search_text', 'like', containsPattern(text));
  if (filter.state) query = query.where('t.state', '=', filter.state);
  if (filter.rowId !== undefined) query = query.where('r.id', '=', String(filter.rowId));
  const page = query
    .leftJoinLateral(latestMessage('email', 'e'), (join) => join.onTrue())
    .leftJoinLateral(latestMessage('sms', 's'), (join) => join.onTrue())
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('bulk_reminders as br')
          .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`max(br.sent_at)`.as('last_at')])
          .whereRef('br.transaction_id', '=', 'bulk_dispatch_items.transaction_id')
          .as('rem'),
      (join) => join.onTrue(),
    )
    .select([
      'r.id as row_id',
      'r.row_number',
      'r.fields',
      'bulk_dispatch_items.transaction_id',
      'bulk_dispatch_items.failure',
      't.state',
      't.expiration_time',
      't.customer_name',
      't.customer_email',
      't.customer_phone',
      't.amount_minor',
      't.currency',
      'e.status as email_status',
      'e.last_error as email_error',
      'e.created_at as email_at',
      'e.messages as email_messages',
      's.status as sms_status',
      's.last_error as sms_error',
      's.created_at as sms_at',
      's.messages as sms_messages',
      'rem.count as reminders',
      'rem.last_at as last_reminder_at',
    ])
    .orderBy('r.row_number')
    .orderBy('r.id')
    .limit(filter.limit)
    .offset(filter.offset);
  const [rows, total] = await Promise.all([
    page.execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}

export type TransactionLogRow = Awaited<ReturnType<typeof listTransactionLogs>>['rows'][number];

/** The fields a row was billed with (its customer, when the transaction is gone). */
export const rowFields = (row: { fields: unknown }) => row.fields as BulkRowFields | null;

/**
 * The row's transaction in the dispatch, locked until the caller commits so two resends of
 * one link queue one after the other (and the second sees the first's messages).
 */
export function lockLinkOf(trx: DbHandle, dispatchId: string, rowId: number) {
  return queryable(trx)
    .selectFrom('bulk_dispatch_items as i')
    .innerJoin('transactions as t', 't.id', 'i.transaction_id')
    .select(['t.id', 't.state', 't.expiration_time', 't.customer_email', 't.customer_phone'])
    .where('i.dispatch_id', '=', dispatchId)
    .where('i.row_id', '=', String(rowId))
    .where('t.deleted_at', 'is', null)
    .forUpdate('t')
    .executeTakeFirst();
}

/** When the link's latest message on each channel was queued. */
export async function lastMessageAt(trx: DbHandle, transactionId: string) {
  const rows = await queryable(trx)
    .selectFrom('outbox')
    .select(['channel', sql<Date>`max(created_at)`.as('at')])
    .where('transaction_id', '=', transactionId)
    .groupBy('channel')
    .execute();
  return new Map(rows.map((row) => [row.channel, new Date(row.at)]));
}
