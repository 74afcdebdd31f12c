/** The outbox's public surface: what other modules use of it. */
import { type DbHandle, queryable } from '../../db/handle.ts';
import { enqueue as enqueueIn, type OutboxInput } from './repository.ts';

/** Writes the message in the caller's transaction; the outbox's writer still takes the query builder. */
export const enqueue = (trx: DbHandle, message: OutboxInput) => enqueueIn(queryable(trx), message);
