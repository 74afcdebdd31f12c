import type { StaffInviteRequest, StaffMember } from '../../../src/domain/contracts/staff.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { endAllSessions, hashPassword, newOpaqueToken, sendPasswordLink } from '../auth/service.ts';
import { findMerchant } from '../merchant/service.ts';
import { accessAfter, pickedRole } from '../roles/service.ts';
import { findUserByUsername } from '../users/service.ts';
import { memberOf, nameOrNull, recordStaffChange } from './members.ts';
import {
  deleteStaff,
  emailTaken,
  findStaffForUpdate,
  insertStaff,
  lockStaffIdentity,
  type User,
} from './repository.ts';

/** Emails `user` a link to choose their first password, in the name of their merchant. */
async function sendInvitation(trx: DbHandle, user: User, options: { lang: Lang; publicUrl: string }) {
  const merchant = await findMerchant(trx, user.merchant_id);
  const title = (options.lang === 'ar' ? merchant?.title_ar : merchant?.title_en) ?? '';
  await sendPasswordLink(trx, user, { kind: 'invite', ...options, merchant: title });
}

/**
 * A new account with a password nobody knows, and an email inviting its holder to choose one
 * (a link that works once, for a week). The caller wakes the outbox.
 */
export async function inviteStaff(
  db: DbHandle,
  owner: User,
  invite: StaffInviteRequest,
  options: { lang: Lang; publicUrl: string; scryptLogN: number },
): Promise<StaffMember> {
  const unusable = await hashPassword(newOpaqueToken(), options.scryptLogN);
  const lang = invite.lang ?? options.lang;
  return inTransaction(db, async (trx) => {
    const role = await pickedRole(trx, owner.merchant_id, invite);
    const access = accessAfter(null, invite, role);
    const email = invite.email.trim();
    await lockStaffIdentity(trx, owner.merchant_id, invite.username);
    const errors: Record<string, Msg[]> = {};
    if (await findUserByUsername(trx, invite.username)) errors.username = [msg('staff.username_taken')];
    if (await emailTaken(trx, owner.merchant_id, email, 0)) errors.email = [msg('staff.email_taken')];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const user = await insertStaff(trx, {
      merchant_id: owner.merchant_id,
      username: invite.username,
      email,
      first_name: nameOrNull(invite.first_name) ?? null,
      last_name: nameOrNull(invite.last_name) ?? null,
      ...access,
      permissions: JSON.stringify(access.permissions),
      password_hash: unusable,
      password_set_at: null,
      lang,
    });
    await sendInvitation(trx, user, { lang, publicUrl: options.publicUrl });
    await recordStaffChange(trx, owner, 'activity.staff_invited', user);
    return memberOf(trx, user);
  });
}

/** The member, locked, while their invitation is open (no password chosen yet); else 404 or 409. */
async function lockInvitee(trx: DbHandle, owner: User, id: number): Promise<User> {
  const target = await findStaffForUpdate(trx, owner.merchant_id, id);
  if (!target) throw messageError(404, 'errors.not_found');
  if (target.password_set_at !== null) throw messageError(409, 'staff.not_invited');
  return target;
}

/**
 * Emails an invitee a new link (for another week); the links sent before stop working in the
 * same transaction. The caller wakes the outbox.
 */
export async function resendInvitation(
  db: DbHandle,
  owner: User,
  id: number,
  options: { lang: Lang; publicUrl: string },
): Promise<StaffMember> {
  return inTransaction(db, async (trx) => {
    const target = await lockInvitee(trx, owner, id);
    if (!target.is_active) throw messageError(409, 'staff.inactive');
    // An invitee has no session to end: this retires the earlier links.
    await endAllSessions(trx, id);
    await sendInvitation(trx, target, { ...options, lang: target.lang ?? options.lang });
    await recordStaffChange(trx, owner, 'activity.staff_invitation_resent', target);
    return memberOf(trx, target);
  });
}

/**
 * Withdraws an open invitation by removing the account. Someone who never chose a password never
 * signed in, so the account has no history of its own to keep (the entries about it are the
 * owners', and stay under their names); removing it, rather than deactivating it, frees the
 * username and email for a corrected invitation. The row lock orders it with the invitee's own
 * use of the link: whichever commits first wins, and the other is refused.
 */
export async function withdrawInvitation(db: DbHandle, owner: User, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const target = await lockInvitee(trx, owner, id);
    await deleteStaff(trx, id);
    await recordStaffChange(trx, owner, 'activity.staff_invitation_withdrawn', target);
  });
}
