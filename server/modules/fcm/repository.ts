import type { Db } from '../../db/database.ts';

/** A device that changed hands (another staff member signed in) now belongs to them. */
export async function saveNotificationToken(
  db: Db,
  userId: number,
  token: { registration_id: string; type: string },
): Promise<void> {
  await db
    .insertInto('notification_tokens')
    .values({ user_id: userId, ...token })
    .onConflict((oc) =>
      oc.column('registration_id').doUpdateSet({ user_id: userId, type: token.type, created_at: new Date() }),
    )
    .execute();
}
