import { type DbHandle, queryable } from '../../db/handle.ts';
import * as repository from './repository.ts';

/**
 * The payments core's public surface. Added for the transaction lists, their export and the
 * dashboard (issue 15, group "transactions"); it hands the repository the query builder until
 * the payments group's own service, over repositories that take a handle, replaces it.
 */
export { isUuid } from './repository.ts';
export { paymentUrl } from './transactions-service.ts';

export const listGateways = (db: DbHandle, merchantId: number) =>
  repository.listGateways(queryable(db), merchantId);
