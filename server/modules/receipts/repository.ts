import { type DbHandle, queryable } from '../../db/handle.ts';

/** What a receipt says of a transaction, and whether its merchant sends receipts at all. */
export function findReceiptTransaction(trx: DbHandle, transactionId: string) {
  return queryable(trx)
    .selectFrom('transactions as t')
    .innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .select([
      't.id',
      't.merchant_id',
      't.plugin',
      't.customer_name',
      't.customer_email',
      't.language',
      'm.title_en',
      'm.title_ar',
      'm.email_receipts',
    ])
    .where('t.id', '=', transactionId)
    .executeTakeFirst();
}

/** The attempt that took (or holds) the money, with its gateway's names: the latest settled one. */
export function findSettledAttempt(trx: DbHandle, transactionId: string) {
  return queryable(trx)
    .selectFrom('payment_attempts as a')
    .innerJoin('transactions as t', 't.id', 'a.transaction_id')
    .leftJoin('gateways as g', (join) =>
      join.onRef('g.merchant_id', '=', 't.merchant_id').onRef('g.code', '=', 'a.gateway_code'),
    )
    .select([
      'a.id',
      'a.total_minor',
      'a.currency',
      'a.gateway_code',
      'a.gateway_reference',
      'a.provider_refs',
      'g.name_en',
      'g.name_ar',
    ])
    .where('a.transaction_id', '=', transactionId)
    .where('a.state', 'in', ['paid', 'authorized'])
    .orderBy('a.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
