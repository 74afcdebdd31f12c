import type { TransactionScope } from '../../../src/domain/contracts/transactions.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

/** Which of the merchant's transactions an action may reach: with `createdBy`, only that member's. */
export interface Reach {
  merchantId: number;
  createdBy: number | null;
}

/** A transaction within reach with what deciding its actions reads, deleted or not. */
export function findActionSubjectRow(db: DbHandle, input: { id: string; plugin: string; reach: Reach }) {
  let query = queryable(db)
    .selectFrom('transactions as t')
    .innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .select([
      't.id',
      't.plugin',
      't.state',
      't.amount_minor',
      't.currency',
      't.language',
      't.customer_email',
      't.customer_phone',
      't.deleted_at',
      'm.title_en',
      'm.title_ar',
    ])
    .where('t.id', '=', input.id)
    .where('t.merchant_id', '=', input.reach.merchantId)
    .where('t.plugin', '=', input.plugin);
  if (input.reach.createdBy !== null) query = query.where('t.created_by', '=', input.reach.createdBy);
  return query.executeTakeFirst();
}

/**
 * Soft deletes (deleted: true) or restores (false) the row if it is not so already; its
 * plugin, or undefined when nothing changed. The WHERE is the guard, so racing calls change it once.
 */
export async function markDeleted(
  trx: DbHandle,
  change: { id: string; plugin: string | null; reach: Reach },
  deleted: boolean,
): Promise<string | undefined> {
  let update = queryable(trx)
    .updateTable('transactions')
    .set({ deleted_at: deleted ? new Date() : null })
    .where('id', '=', change.id)
    .where('merchant_id', '=', change.reach.merchantId)
    .where('deleted_at', deleted ? 'is' : 'is not', null);
  if (change.plugin) update = update.where('plugin', '=', change.plugin);
  if (change.reach.createdBy !== null) update = update.where('created_by', '=', change.reach.createdBy);
  const changed = await update.returning(['id', 'plugin']).executeTakeFirst();
  return changed?.plugin;
}

/** A live transaction within reach in the scope (one plugin, or all), by an id that is a UUID. */
export function findBulkTarget(
  db: DbHandle,
  input: { id: string; reach: Reach; scope: TransactionScope },
): Promise<{ id: string; plugin: string } | undefined> {
  let query = queryable(db)
    .selectFrom('transactions')
    .select(['id', 'plugin'])
    .where('id', '=', input.id)
    .where('merchant_id', '=', input.reach.merchantId)
    .where('deleted_at', 'is', null);
  if (input.scope !== 'all') query = query.where('plugin', '=', input.scope);
  if (input.reach.createdBy !== null) query = query.where('created_by', '=', input.reach.createdBy);
  return query.executeTakeFirst();
}
