import { sql } from 'kysely';
import { SETTLED_STATES, UNPAID_OPEN_STATES } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

/** Counts and minor-unit sums; bigint sums come back as text or bigint, read by minorFromDb. */
export interface LinkTotals {
  currency: string;
  links: number;
  requested: string | number | bigint;
  paid_count: number;
  paid: string | number | bigint;
  outstanding_count: number;
  outstanding: string | number | bigint;
  refunded: string | number | bigint;
}

/**
 * Every link made for the upload (its dispatch and each recurring occurrence: all carry its
 * bulk_id), totalled per currency in one pass over the transactions list's bulk_id index;
 * refunds summed from the money ledger of those links.
 */
export function linkTotals(handle: DbHandle, merchantId: number, uploadId: string): Promise<LinkTotals[]> {
  const settled = sql.join(SETTLED_STATES);
  const open = sql`t.state in (${sql.join(UNPAID_OPEN_STATES)}) and (t.expiration_time is null or t.expiration_time > now())`;
  return queryable(handle)
    .selectFrom('transactions as t')
    .where('t.merchant_id', '=', merchantId)
    .where('t.bulk_id', '=', uploadId)
    .where('t.deleted_at', 'is', null)
    .select([
      't.currency',
      sql<number>`count(*)::int`.as('links'),
      sql<string>`sum(t.amount_minor)`.as('requested'),
      sql<number>`(count(*) filter (where t.state in (${settled})))::int`.as('paid_count'),
      sql<string>`coalesce(sum(t.amount_minor) filter (where t.state in (${settled})), 0)`.as('paid'),
      sql<number>`(count(*) filter (where ${open}))::int`.as('outstanding_count'),
      sql<string>`coalesce(sum(t.amount_minor) filter (where ${open}), 0)`.as('outstanding'),
      sql<string>`coalesce(sum((select sum(m.amount_minor) from money_movements m
        where m.transaction_id = t.id and m.kind = 'refund' and m.status = 'done')), 0)`.as('refunded'),
    ])
    .groupBy('t.currency')
    .execute();
}

/** The valid rows a dispatch has still to make, per currency. */
export function rowsToSendTotals(
  handle: DbHandle,
  uploadId: string,
): Promise<{ currency: string; count: number; amount: string | number | bigint }[]> {
  const currency = sql<string>`fields->>'currency_code'`;
  return queryable(handle)
    .selectFrom('bulk_upload_rows')
    .where('upload_id', '=', uploadId)
    .where('deleted', '=', false)
    .where('fields', 'is not', null)
    .where('transaction_id', 'is', null)
    .where('dispatch_failure', 'is', null)
    .select([
      currency.as('currency'),
      sql<number>`count(*)::int`.as('count'),
      sql<string>`sum((fields->>'amount_minor')::bigint)`.as('amount'),
    ])
    .groupBy(currency)
    .execute();
}
