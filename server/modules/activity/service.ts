import { type DbHandle, queryable } from '../../db/handle.ts';
import * as repository from './repository.ts';

/**
 * The activity log's public surface. Added for the transaction lists (issue 15, group
 * "transactions"); it hands the repository the query builder until the platform group's own
 * service, over a repository that takes a handle, replaces it.
 */
export type { ActivityInput } from './repository.ts';

export const recordActivity = (trx: DbHandle, input: repository.ActivityInput): Promise<void> =>
  repository.recordActivity(queryable(trx), input);
