import { type DbHandle, queryable } from '../../db/handle.ts';

/** The merchant's help subjects in the order the form lists them. */
export function listHelpSubjects(db: DbHandle, merchantId: number) {
  return queryable(db)
    .selectFrom('help_subjects')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
