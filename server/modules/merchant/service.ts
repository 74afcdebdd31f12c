import { type DbHandle, queryable } from '../../db/handle.ts';
import * as repository from './repository.ts';

/**
 * The merchant's public surface. Added for the transaction lists and the dashboard (issue 15,
 * group "transactions"); it hands the repository the query builder until the platform group's
 * own service, over a repository that takes a handle, replaces it.
 */
export { type EnabledPlugin, SECTION_LABELS } from './section-grants.ts';

export const installedPlugins = (db: DbHandle, merchantId: number) =>
  repository.installedPlugins(queryable(db), merchantId);
