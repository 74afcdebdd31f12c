import type { Db } from '../../db/database.ts';

/** The merchant's help subjects in the order the form lists them. */
export function listHelpSubjects(db: Db, merchantId: number) {
  return db
    .selectFrom('help_subjects')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
