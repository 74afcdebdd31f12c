import { type DbHandle, queryable } from '../../db/handle.ts';

/** The merchant's live transaction a link is sent for (only `createdBy`'s when set), with what its message names. */
export function findLinkTransaction(
  trx: DbHandle,
  input: { transactionId: string; merchantId: number; plugin: string | null; createdBy: number | null },
) {
  return linkTransactions(trx, { ...input, transactionIds: [input.transactionId] }).executeTakeFirst();
}

/** findLinkTransaction for many transactions at once (those not found are left out). */
export function findLinkTransactions(
  trx: DbHandle,
  input: {
    transactionIds: readonly string[];
    merchantId: number;
    plugin: string | null;
    createdBy: number | null;
  },
) {
  return linkTransactions(trx, input).execute();
}

function linkTransactions(
  trx: DbHandle,
  input: {
    transactionIds: readonly string[];
    merchantId: number;
    plugin: string | null;
    createdBy: number | null;
  },
) {
  let query = queryable(trx)
    .selectFrom('transactions as t')
    .innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .select([
      't.id',
      't.plugin',
      't.state',
      't.amount_minor',
      't.currency',
      't.customer_name',
      't.customer_email',
      't.customer_phone',
      't.language',
      'm.title_en',
      'm.title_ar',
    ])
    .where('t.id', 'in', input.transactionIds)
    .where('t.merchant_id', '=', input.merchantId)
    .where('t.deleted_at', 'is', null);
  if (input.plugin) query = query.where('t.plugin', '=', input.plugin);
  if (input.createdBy !== null) query = query.where('t.created_by', '=', input.createdBy);
  return query;
}
