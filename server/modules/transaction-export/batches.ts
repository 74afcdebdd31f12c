import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../lib/i18n.ts';
import { type ListScope, transactionListQuery } from '../transactions/list-query.ts';
import { type Cell, type ExportColumn, rowCells } from './cells.ts';

/**
 * Rows per read. A batch of 1,000 took ~13 MB of short-lived objects to read and convert, a
 * whole young generation, so V8 promoted each batch to the old generation and the heap grew
 * by ~130 MB per export until a full collection; at 250 rows they die young (measured with
 * bench/export.ts) for a few hundred more round trips.
 */
export const EXPORT_BATCH = 250;

export interface ExportSource {
  db: Db;
  scope: ListScope;
  /** Selected rows only (export_type=selected). */
  ids: string[] | null;
  columns: readonly ExportColumn[];
  lang: Lang;
}

const selection = (source: ExportSource) => {
  const query = transactionListQuery(source.db, source.scope);
  return source.ids
    ? query.where('transactions.id', 'in', source.ids.length ? source.ids : [null as never])
    : query;
};

/** How many rows the export will hold, sent up front for the download's progress. */
export async function exportCount(source: ExportSource): Promise<number> {
  const row = await selection(source).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Only the columns a file can show, with the paid amount (payments and captures, as the
 * list's ledger counts it) and the latest attempt's fee computed per row in the same query:
 * one round trip per batch, and none of the wide JSON columns a list row carries.
 */
function exportQuery(source: ExportSource) {
  const shows = (name: string) => source.columns.some((column) => column.name === name);
  return selection(source)
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
            where m.transaction_id = transactions.id and m.kind in ('payment', 'capture'))`.as('paid_minor')
        : sql<string>`0`.as('paid_minor'),
      shows('fee')
        ? sql<string>`coalesce((select a.fee_minor from payment_attempts a
            where a.transaction_id = transactions.id order by a.created_at desc limit 1), 0)`.as('fee_minor')
        : sql<string>`0`.as('fee_minor'),
    ]);
}

export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number];

/**
 * The export's rows in the list's order (newest first), read by keyset on (created_at, id):
 * each batch starts where the last ended, so no row is read twice or kept after it is written.
 */
export async function* exportBatches(
  source: ExportSource,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Cell[][]> {
  let cursor: { created: string; id: string } | null = null;
  for (;;) {
    let query = exportQuery(source);
    if (cursor) {
      const { created, id } = cursor;
      query = query
        .where('transactions.created_at', '<=', sql<Date>`${created}::timestamptz`)
        .where(
          sql<boolean>`(transactions.created_at, transactions.id) < (${created}::timestamptz, ${id}::uuid)`,
        );
    }
    const rows = await query
      .orderBy('transactions.created_at', 'desc')
      .orderBy('transactions.id', 'desc')
      .limit(batchSize)
      .execute();
    if (!rows.length) return;
    yield rows.map((row) => rowCells(row, source.columns, source.lang));
    // PGlite answers inside the same tick and a socket that keeps up never signals 'drain':
    // without a turn of the event loop here an export would hold the whole server until done.
    await nextTurn();
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    cursor = { created: last.cursor_created, id: last.id };
  }
}
