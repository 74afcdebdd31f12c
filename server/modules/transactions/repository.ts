import { type DbHandle, queryable } from '../../db/handle.ts';
import {
  type ListScope,
  newestFirst,
  type TransactionsQuery,
  transactionListQuery,
} from './list-repository.ts';

/** The columns a row needs, with the names of its gateway, unit and creator joined in. */
function selectRowColumns(query: TransactionsQuery) {
  return query
    .leftJoin('gateways', (join) =>
      join
        .onRef('gateways.merchant_id', '=', 'transactions.merchant_id')
        .onRef('gateways.code', '=', 'transactions.gateway_code'),
    )
    .leftJoin('units', 'units.id', 'transactions.unit_id')
    .leftJoin('users', 'users.id', 'transactions.created_by')
    .selectAll('transactions')
    .select([
      'gateways.name_en as gateway_name_en',
      'gateways.name_ar as gateway_name_ar',
      'units.title_en as unit_en',
      'units.title_ar as unit_ar',
      'users.username as initiator_name',
    ]);
}

export type ListedRow = Awaited<ReturnType<ReturnType<typeof selectRowColumns>['execute']>>[number];

/** A page of the list, newest (or latest deleted) first. */
export function listPage(
  handle: DbHandle,
  scope: ListScope,
  limit: number,
  offset: number,
): Promise<ListedRow[]> {
  return selectRowColumns(newestFirst(transactionListQuery(queryable(handle), scope), scope.deleted))
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The newest `limit` rows of the scope. */
export function newestListed(handle: DbHandle, scope: ListScope, limit: number): Promise<ListedRow[]> {
  return selectRowColumns(newestFirst(transactionListQuery(queryable(handle), scope), false))
    .limit(limit)
    .execute();
}

/** One row of the scope by id (a uuid), or undefined when the scope does not hold it. */
export function findListed(handle: DbHandle, scope: ListScope, id: string): Promise<ListedRow | undefined> {
  return selectRowColumns(transactionListQuery(queryable(handle), scope))
    .where('transactions.id', '=', id)
    .executeTakeFirst();
}

/** Ledger movements (with who made them) and attempt fees of some transactions, oldest first. */
export async function moneyRows(handle: DbHandle, ids: string[]) {
  const db = queryable(handle);
  const [movements, attempts] = await Promise.all([
    db
      .selectFrom('money_movements')
      .leftJoin('users', 'users.id', 'money_movements.created_by')
      .select([
        'money_movements.id',
        'money_movements.transaction_id',
        'money_movements.kind',
        'money_movements.amount_minor',
        'money_movements.created_at',
        'money_movements.status',
        'users.username',
      ])
      .where('money_movements.transaction_id', 'in', ids)
      // A refused refund moved nothing; a pending one shows, marked, and counts as the ledger counts it.
      .where('money_movements.status', '!=', 'refused')
      .orderBy('money_movements.id')
      .execute(),
    db
      .selectFrom('payment_attempts')
      .select(['transaction_id', 'state', 'fee_minor'])
      .where('transaction_id', 'in', ids)
      .orderBy('created_at')
      .execute(),
  ]);
  return { movements, attempts };
}

export type MoneyRows = Awaited<ReturnType<typeof moneyRows>>;

/** Merchant titles name the payment-link share message. */
export function merchantTitles(handle: DbHandle, merchantId: number) {
  return queryable(handle)
    .selectFrom('merchants')
    .select(['title_en', 'title_ar'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
}

/** The latest attempt that took (or holds, or promised) the money: its receipt. */
export function settledAttempt(handle: DbHandle, transactionId: string) {
  return queryable(handle)
    .selectFrom('payment_attempts')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .where('state', 'in', ['paid', 'authorized', 'cod'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
