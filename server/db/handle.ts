import type { Db } from './database.ts';

declare const opaque: unique symbol;

/**
 * The database, or one of its transactions, as routes and services hold it: a thing to hand
 * to a repository or to open a transaction on, never to query. SQL lives in repositories
 * alone (ARCHITECTURE.md, Server modules); they turn a handle into the query builder.
 */
export interface DbHandle {
  readonly [opaque]: 'db';
}

export const handleOf = (db: Db): DbHandle => db as unknown as DbHandle;

/** For repositories (and the database layer) only: the query builder behind a handle. */
export const queryable = (handle: DbHandle): Db => handle as unknown as Db;

/** Runs `work` in one database transaction: all of it commits, or none of it. */
export function inTransaction<T>(handle: DbHandle, work: (trx: DbHandle) => Promise<T>): Promise<T> {
  return queryable(handle)
    .transaction()
    .execute((trx) => work(handleOf(trx)));
}
