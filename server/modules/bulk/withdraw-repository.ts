import { type DbHandle, queryable } from '../../db/handle.ts';

/** Which links a withdrawal reaches: an upload's, or one dispatch's (an occurrence's) of it. */
export interface WithdrawScope {
  uploadId: string;
  dispatchId?: string;
}

/**
 * The scope's transactions and their states; locked when they are about to change, so a
 * customer's payment starting meanwhile waits and then finds the link cancelled.
 */
export function linksOf(trx: DbHandle, scope: WithdrawScope, lock: boolean) {
  let query = queryable(trx)
    .selectFrom('transactions as t')
    .select(['t.id', 't.state'])
    .where('t.bulk_id', '=', scope.uploadId);
  if (scope.dispatchId)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('bulk_dispatch_items as i')
          .whereRef('i.transaction_id', '=', 't.id')
          .where('i.dispatch_id', '=', scope.dispatchId as string),
      ),
    );
  return (lock ? query.orderBy('t.id').forUpdate() : query).execute();
}

/** The rows' links made by dispatches other than `dispatchId`: a row's earlier occurrences. */
export function earlierLinksOf(trx: DbHandle, rowIds: readonly string[], dispatchId: string) {
  if (rowIds.length === 0) return Promise.resolve([]);
  return queryable(trx)
    .selectFrom('bulk_dispatch_items as i')
    .innerJoin('transactions as t', 't.id', 'i.transaction_id')
    .select(['t.id', 't.state'])
    .where('i.row_id', 'in', rowIds)
    .where('i.dispatch_id', '<>', dispatchId)
    .orderBy('t.id')
    .forUpdate()
    .execute();
}

export function dispatchOf(handle: DbHandle, uploadId: string, dispatchId: number) {
  return queryable(handle)
    .selectFrom('bulk_dispatches')
    .select(['id', 'kind', 'occurrence_at', 'started_at'])
    .where('upload_id', '=', uploadId)
    .where('id', '=', String(dispatchId))
    .executeTakeFirst();
}
