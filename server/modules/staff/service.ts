import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { StaffEditRequest, StaffMember } from '../../../src/domain/contracts/staff.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { endAllSessions, sendPasswordLink } from '../auth/service.ts';
import { accessAfter, pickedRole, rolesOfMembers } from '../roles/service.ts';
import { endSessions } from '../sessions/service.ts';
import { removeSecondFactor } from '../two-factor/service.ts';
import { describer, memberOf, nameOrNull, recordStaffChange } from './members.ts';
import {
  emailTaken,
  findStaffForUpdate,
  listStaff,
  lockActiveOwners,
  lockStaffIdentity,
  type StaffFilter,
  type User,
  updateStaff,
} from './repository.ts';

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
    if (email) await lockStaffIdentity(trx, owner.merchant_id, null);
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
