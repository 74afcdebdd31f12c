/** The customer payment pages' public surface: what other modules use of them. */
import { type DbHandle, queryable } from '../../db/handle.ts';
import { findUnitDetails as findUnitDetailsIn } from './unit-details.ts';

/** SPEC 3 "Unit details"; their lookup still takes the query builder. */
export const findUnitDetails = (db: DbHandle, merchantId: number, unitId: number | null) =>
  findUnitDetailsIn(queryable(db), merchantId, unitId);
