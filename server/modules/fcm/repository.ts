import { type DbHandle, queryable } from '../../db/handle.ts';

/** A device that changed hands (another staff member signed in) now belongs to them. */
export async function saveNotificationToken(
  handle: DbHandle,
  userId: number,
  token: { registration_id: string; type: string },
): Promise<void> {
  await queryable(handle)
    .insertInto('notification_tokens')
    .values({ user_id: userId, ...token })
    .onConflict((oc) =>
      oc.column('registration_id').doUpdateSet({ user_id: userId, type: token.type, created_at: new Date() }),
    )
    .execute();
}

/** The devices of the merchant's staff who opted in to order notifications, with who they are. */
export function listOptedInDevices(handle: DbHandle, merchantId: number) {
  return queryable(handle)
    .selectFrom('notification_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.registration_id', 'u.is_superuser', 'u.permissions'])
    .where('u.merchant_id', '=', merchantId)
    .where('u.receive_order_notification', '=', true)
    .execute();
}

export async function deleteNotificationToken(handle: DbHandle, registrationId: string): Promise<void> {
  await queryable(handle)
    .deleteFrom('notification_tokens')
    .where('registration_id', '=', registrationId)
    .execute();
}
