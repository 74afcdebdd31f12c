import { sql } from 'kysely';
import type { TransactionFieldName } from '../../../src/domain/transaction-fields.ts';
import type { Db } from '../../db/database.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import { type ListScope, transactionListQuery } from './list-repository.ts';

/** The rows an export holds: the list's, or only the selected ones among them. */
export interface ExportSelection {
  scope: ListScope;
  /** Selected rows only (export_type=selected). */
  ids: string[] | null;
  /** The file's columns: the paid amount and fee are read only when the file shows them. */
  columns: readonly { name: TransactionFieldName }[];
}

const selection = (db: Db, source: ExportSelection) => {
  const query = transactionListQuery(db, source.scope);
  return source.ids
    ? query.where('transactions.id', 'in', source.ids.length ? source.ids : [null as never])
    : query;
};

/** How many rows the export will hold, sent up front for the download's progress. */
export async function exportCount(handle: DbHandle, source: ExportSelection): Promise<number> {
  const row = await selection(queryable(handle), source)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Only the columns a file can show, with the paid amount (payments and captures, as the
 * list's ledger counts it) and the latest attempt's fee computed per row in the same query:
 * one round trip per batch, and none of the wide JSON columns a list row carries.
 */
function exportQuery(db: Db, source: ExportSelection) {
  const shows = (name: string) => source.columns.some((column) => column.name === name);
  return selection(db, source)
    .leftJoin('gateways', (join) =>
      join
        .onRef('gateways.merchant_id', '=', 'transactions.merchant_id')
        .onRef('gateways.code', '=', 'transactions.gateway_code'),
    )
    .leftJoin('units', 'units.id', 'transactions.unit_id')
    .leftJoin('users', 'users.id', 'transactions.created_by')
    .select([
      'transactions.id',
      'transactions.plugin',
      'transactions.state',
      'transactions.amount_minor',
      'transactions.currency',
      'transactions.gateway_code',
      'transactions.customer_name',
      'transactions.customer_email',
      'transactions.customer_phone',
      'transactions.description',
      'transactions.created_at',
      'transactions.state_changed_at',
      'gateways.name_en as gateway_name_en',
      'gateways.name_ar as gateway_name_ar',
      'units.title_en as unit_en',
      'units.title_ar as unit_ar',
      'users.username as initiator_name',
      // The keyset cursor travels as PostgreSQL text, keeping its microseconds.
      sql<string>`transactions.created_at::text`.as('cursor_created'),
      // Two index lookups per row, so each is made only when its column is in the file.
      shows('paid_amount')
        ? sql<string>`(select coalesce(sum(m.amount_minor), 0) from money_movements m
            where m.transaction_id = transactions.id and m.kind in ('payment', 'capture') and m.status = 'done')`.as(
            'paid_minor',
          )
        : sql<string>`0`.as('paid_minor'),
      shows('fee')
        ? sql<string>`coalesce((select a.fee_minor from payment_attempts a
            where a.transaction_id = transactions.id order by a.created_at desc limit 1), 0)`.as('fee_minor')
        : sql<string>`0`.as('fee_minor'),
    ]);
}

export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number];

/** Where the last batch ended: its last row's creation time (PostgreSQL text) and id. */
export interface ExportCursor {
  created: string;
  id: string;
}

/**
 * One batch of the export in the list's order (newest first), read by keyset on
 * (created_at, id) after `cursor`: no row is read twice, however many share a time.
 */
export function exportBatch(
  handle: DbHandle,
  source: ExportSelection,
  cursor: ExportCursor | null,
  batchSize: number,
): Promise<ExportRow[]> {
  let query = exportQuery(queryable(handle), source);
  if (cursor) {
    const { created, id } = cursor;
    query = query
      .where('transactions.created_at', '<=', sql<Date>`${created}::timestamptz`)
      .where(
        sql<boolean>`(transactions.created_at, transactions.id) < (${created}::timestamptz, ${id}::uuid)`,
      );
  }
  return query
    .orderBy('transactions.created_at', 'desc')
    .orderBy('transactions.id', 'desc')
    .limit(batchSize)
    .execute();
}
