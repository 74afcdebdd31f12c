import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { RoleRef } from '../../../src/domain/contracts/roles.ts';
import type {
  StaffEditRequest,
  StaffInviteRequest,
  StaffMember,
} from '../../../src/domain/contracts/staff.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { endAllSessions, hashPassword, newOpaqueToken, sendPasswordLink } from '../auth/service.ts';
import { findMerchant } from '../merchant/service.ts';
import { accessAfter, pickedRole, rolesOfMembers } from '../roles/service.ts';
import { endSessions } from '../sessions/service.ts';
import { removeSecondFactor, withTwoFactor } from '../two-factor/service.ts';
import { findUserByUsername } from '../users/service.ts';
import {
  deleteStaff,
  emailTaken,
  findStaffForUpdate,
  insertStaff,
  listStaff,
  lockActiveOwners,
  type StaffFilter,
  type User,
  updateStaff,
} from './repository.ts';

/** An account as its merchant's owners see it on the Staff page: never its password's hash. */
const toStaffMember = (user: User, role: RoleRef | null, twoFactor: boolean): StaffMember => ({
  id: user.id,
  username: user.username,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  is_superuser: user.is_superuser,
  permissions: user.permissions,
  is_active: user.is_active,
  invited: user.password_set_at === null,
  two_factor: twoFactor,
  role,
  created_at: new Date(user.created_at).toISOString(),
});

/** How the Staff page shows these accounts (role names, two-factor sign-in): two queries for any number. */
async function describer(db: DbHandle, merchantId: number, users: User[]) {
  const roleOf = await rolesOfMembers(db, merchantId, users);
  const twoFactor = await withTwoFactor(
    db,
    users.map((user) => user.id),
  );
  return (user: User) => toStaffMember(user, roleOf(user), twoFactor.has(user.id));
}

/** One account, for an answer about that account. */
async function memberOf(db: DbHandle, user: User): Promise<StaffMember> {
  return (await describer(db, user.merchant_id, [user]))(user);
}

/** A page of the owner's own merchant's staff. */
export async function staffPage(
  db: DbHandle,
  owner: User,
  filter: StaffFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: StaffMember[] }> {
  const { count, rows } = await listStaff(db, owner.merchant_id, filter, page);
  return { count, results: rows.map(await describer(db, owner.merchant_id, rows)) };
}

/**
 * An owner's change to a member, in the activity history under the member's username; `changes`
 * lists the fields it changed, before and after.
 */
const recordStaffChange = (
  trx: DbHandle,
  owner: User,
  action: string,
  member: User,
  changes?: ActivityChange[],
) =>
  recordActivity(trx, {
    merchantId: owner.merchant_id,
    actor: owner.username,
    action,
    plugin: null,
    params: changes ? { username: member.username, changes } : { username: member.username },
  });

const nameOrNull = (name: string | null | undefined) =>
  name === undefined ? undefined : name?.trim() || null;

/** The last active owner stays one: refused when `target` is it (`owners`: the active owners, locked). */
function keepAnOwner(owners: number[], target: User): void {
  if (target.is_superuser && owners.every((ownerId) => ownerId === target.id))
    throw messageError(409, 'staff.last_owner');
}

const EDITED_FIELDS = ['first_name', 'last_name', 'email', 'role_id', 'is_superuser', 'permissions'] as const;
type EditedField = (typeof EDITED_FIELDS)[number];

/** A field's value as the log compares and shows it: permissions in one order, whatever was sent. */
const currentValue = (member: User, field: EditedField): unknown =>
  field === 'permissions' ? [...member.permissions].sort() : member[field];

/** The fields `wanted` sets to another value than `member` has, before and after. */
function fieldChanges(member: User, wanted: Partial<Record<EditedField, unknown>>): ActivityChange[] {
  return EDITED_FIELDS.flatMap((field) => {
    const after = wanted[field];
    const before = currentValue(member, field);
    if (after === undefined || JSON.stringify(after) === JSON.stringify(before)) return [];
    return [{ field, before, after }];
  });
}

/**
 * Changes names, email, and role or ownership and permissions (roles service: accessAfter),
 * recording each changed field before and after (the Admin log: a role by its name); another
 * merchant's account is not found.
 */
export async function editStaff(
  db: DbHandle,
  owner: User,
  id: number,
  changes: StaffEditRequest,
): Promise<StaffMember> {
  return inTransaction(db, async (trx) => {
    // The role, then the owners, then the account: the order every change of them locks in.
    const role = await pickedRole(trx, owner.merchant_id, changes);
    const touchesAccess = ['role_id', 'is_superuser', 'permissions'].some((key) => key in changes);
    const owners = touchesAccess ? await lockActiveOwners(trx, owner.merchant_id) : [];
    const target = await findStaffForUpdate(trx, owner.merchant_id, id);
    if (!target) throw messageError(404, 'errors.not_found');
    const access = accessAfter(target, changes, role);
    if (access && !access.is_superuser) keepAnOwner(owners, target);
    const email = changes.email?.trim();
    if (email && (await emailTaken(trx, owner.merchant_id, email, id)))
      throw fieldErrors({ email: [msg('staff.email_taken')] });
    const wanted: Partial<Record<EditedField, unknown>> = {
      first_name: nameOrNull(changes.first_name),
      last_name: nameOrNull(changes.last_name),
      email,
      ...(access && { ...access, permissions: [...access.permissions].sort() }),
    };
    // Properties the contract does not know are dropped on arrival, and a field sent with its
    // current value changes nothing: what remains may be nothing, and then nothing is recorded.
    const changed = fieldChanges(target, wanted);
    if (changed.length === 0) return memberOf(trx, target);
    const updated = await updateStaff(
      trx,
      id,
      Object.fromEntries(
        changed.map(({ field, after }) => [field, field === 'permissions' ? JSON.stringify(after) : after]),
      ),
    );
    await recordStaffChange(
      trx,
      owner,
      'activity.staff_edited',
      target,
      await namedRoles(trx, owner.merchant_id, changed),
    );
    return memberOf(trx, updated);
  });
}

/** A role change reads in the log as the roles' names (a preset by its key), not their ids. */
async function namedRoles(
  trx: DbHandle,
  merchantId: number,
  changed: ActivityChange[],
): Promise<ActivityChange[]> {
  const change = changed.find(({ field }) => field === 'role_id');
  if (!change) return changed;
  const holder = (id: unknown) => ({ role_id: typeof id === 'number' ? id : null });
  const roleOf = await rolesOfMembers(trx, merchantId, [holder(change.before), holder(change.after)]);
  const label = (id: unknown) => {
    const role = roleOf(holder(id));
    return role && (role.preset ?? role.name);
  };
  return changed.map((entry) =>
    entry === change ? { field: 'role', before: label(change.before), after: label(change.after) } : entry,
  );
}

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
    });
    await sendInvitation(trx, user, { lang, publicUrl: options.publicUrl });
    await recordStaffChange(trx, owner, 'activity.staff_invited', user);
    return memberOf(trx, user);
  });
}

/** Emails an active staff member a one-hour link to choose a new password. The caller wakes the outbox. */
export async function resetStaffPassword(
  db: DbHandle,
  owner: User,
  id: number,
  options: { lang: Lang; publicUrl: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const target = await findStaffForUpdate(trx, owner.merchant_id, id);
    if (!target) throw messageError(404, 'errors.not_found');
    if (!target.is_active) throw messageError(409, 'staff.inactive');
    await sendPasswordLink(trx, target, { kind: 'reset', ...options });
    await recordStaffChange(trx, owner, 'activity.staff_password_reset', target);
  });
}

/**
 * Deactivates an account: its sessions and reset links end in the same transaction, and the
 * authentication refuses its access tokens from the next request on. Never oneself, never the
 * last active owner (the owners are locked first, so two owners deactivating each other at
 * once cannot both succeed).
 */
export async function deactivateStaff(db: DbHandle, owner: User, id: number): Promise<StaffMember> {
  return inTransaction(db, async (trx) => {
    const owners = await lockActiveOwners(trx, owner.merchant_id);
    const target = await findStaffForUpdate(trx, owner.merchant_id, id);
    if (!target) throw messageError(404, 'errors.not_found');
    if (target.id === owner.id) throw messageError(409, 'staff.deactivate_self');
    if (!target.is_active) return memberOf(trx, target);
    keepAnOwner(owners, target);
    const updated = await updateStaff(trx, id, { is_active: false, sessions_ended_at: new Date() });
    // Ending the sessions also closes the account's open kitchen pages on every instance.
    await endAllSessions(trx, id);
    await recordStaffChange(trx, owner, 'activity.staff_deactivated', target);
    return memberOf(trx, updated);
  });
}

/**
 * Turns off a member's two-factor sign-in when they lost both their phone and their recovery
 * codes: the factor goes, and so do all their sessions, since whoever holds the phone may hold
 * one of them too. They then sign in with their password alone, or are sent to set it up again
 * where the merchant requires it. Never one's own (the account page turns it off, with a code).
 */
export async function resetStaffTwoFactor(db: DbHandle, owner: User, id: number): Promise<StaffMember> {
  return inTransaction(db, async (trx) => {
    const target = await findStaffForUpdate(trx, owner.merchant_id, id);
    if (!target) throw messageError(404, 'errors.not_found');
    if (target.id === owner.id) throw messageError(409, 'staff.two_factor_reset_self');
    if (!(await removeSecondFactor(trx, id))) throw messageError(409, 'staff.two_factor_off');
    await endSessions(trx, id, {});
    await recordStaffChange(trx, owner, 'activity.staff_two_factor_reset', target);
    return memberOf(trx, target);
  });
}

/** Lets a deactivated account sign in again (with its password: no session comes back). */
export async function reactivateStaff(db: DbHandle, owner: User, id: number): Promise<StaffMember> {
  return inTransaction(db, async (trx) => {
    const target = await findStaffForUpdate(trx, owner.merchant_id, id);
    if (!target) throw messageError(404, 'errors.not_found');
    if (target.is_active) return memberOf(trx, target);
    const updated = await updateStaff(trx, id, { is_active: true });
    await recordStaffChange(trx, owner, 'activity.staff_reactivated', target);
    return memberOf(trx, updated);
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
    await sendInvitation(trx, target, options);
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
