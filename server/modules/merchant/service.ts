import { type DbHandle, queryable } from '../../db/handle.ts';
import { findDefaultMerchant as findDefault } from '../users/repository.ts';
import * as repository from './repository.ts';

/**
 * The merchant's public surface (issue 15, groups "food" and "transactions"): the platform
 * group's own service, over its own repository taking a handle, replaces it.
 */
export { type EnabledPlugin, SECTION_LABELS } from './section-grants.ts';

export const findDefaultMerchant = (db: DbHandle) => findDefault(queryable(db));

export const installedPlugins = (db: DbHandle, merchantId: number) =>
  repository.installedPlugins(queryable(db), merchantId);
