/** The merchant's public surface: what other modules use of it. */
import { type DbHandle, queryable } from '../../db/handle.ts';
import { findDefaultMerchant as findDefaultMerchantIn } from '../users/repository.ts';

/** The merchant of the host; its lookup still takes the query builder. */
export const findDefaultMerchant = (db: DbHandle) => findDefaultMerchantIn(queryable(db));
