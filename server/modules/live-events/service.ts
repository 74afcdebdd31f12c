import { type DbHandle, queryable } from '../../db/handle.ts';
import * as repository from './repository.ts';

/**
 * Live events' public surface. Added for food ordering and the kitchen (issue 15, group
 * "food"); publishing hands the repository the query builder until the platform group's own
 * service, over a repository that takes a handle, replaces it.
 */
export type { LiveEvent } from './repository.ts';

export const publishLiveEvent = (trx: DbHandle, event: Omit<repository.LiveEvent, 'id'>): Promise<void> =>
  repository.publishLiveEvent(queryable(trx), event);
