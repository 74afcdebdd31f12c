import { type DbHandle, queryable } from '../../db/handle.ts';
import { findDefaultMerchant as findDefault } from '../users/repository.ts';

/**
 * The merchant's public surface. Added for food ordering (issue 15, group "food"): the
 * platform group's own service, over its own repository taking a handle, replaces it.
 */
export const findDefaultMerchant = (db: DbHandle) => findDefault(queryable(db));
