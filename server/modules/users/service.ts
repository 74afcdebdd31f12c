import type { UserDetails } from '../../../src/domain/contracts/users.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { findMerchant, type Merchant } from '../merchant/service.ts';
import { findUserById, setReceiveOrderNotification, type User } from './repository.ts';

export { findUserById, findUserByUsername, setPasswordHash, type User } from './repository.ts';

function toUserDetails(user: User, merchant: Merchant | undefined, lang: Lang): UserDetails {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_superuser: user.is_superuser,
    permissions: user.permissions,
    receive_order_notification: user.receive_order_notification,
    merchant_logo: merchant?.logo_url ?? null,
    merchant_title: (lang === 'ar' ? merchant?.title_ar : merchant?.title_en) ?? '',
  };
}

/** The account as its owner sees it, with its merchant's logo and title. */
export async function userDetails(db: DbHandle, user: User, lang: Lang): Promise<UserDetails> {
  return toUserDetails(user, await findMerchant(db, user.merchant_id), lang);
}

/** Opts an account in or out of order notifications: one's own, or any of the merchant's as superuser. */
export async function setOrderNotifications(
  db: DbHandle,
  actor: User,
  id: number,
  value: boolean,
  lang: Lang,
): Promise<UserDetails> {
  if (id !== actor.id && !actor.is_superuser) throw messageError(403, 'errors.forbidden');
  const target = await findUserById(db, id);
  if (!target || target.merchant_id !== actor.merchant_id) throw messageError(404, 'errors.not_found');
  const updated = await inTransaction(db, async (trx) => {
    const row = await setReceiveOrderNotification(trx, id, value);
    await recordActivity(trx, {
      merchantId: actor.merchant_id,
      actor: actor.username,
      action: value ? 'activity.notifications_on' : 'activity.notifications_off',
      plugin: null,
      params: { username: target.username },
    });
    return row;
  });
  if (!updated) throw messageError(404, 'errors.not_found');
  return userDetails(db, updated, lang);
}
