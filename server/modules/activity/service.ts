/** The activity log's public surface: what other modules use of it. */
import { type DbHandle, queryable } from '../../db/handle.ts';
import { type ActivityInput, recordActivity as recordActivityIn } from './repository.ts';

/** Logs in the caller's transaction; the log's writer still takes the query builder. */
export const recordActivity = (trx: DbHandle, input: ActivityInput) =>
  recordActivityIn(queryable(trx), input);
