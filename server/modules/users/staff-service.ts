import type { StaffEditRequest, StaffMember } from '../../../src/domain/contracts/staff.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { endAllSessions } from '../auth/service.ts';
import { publishLiveEvent } from '../live-events/service.ts';
import {
  emailTaken,
  findStaffForUpdate,
  listStaff,
  lockActiveOwners,
  type StaffFilter,
  type User,
  updateStaff,
} from './repository.ts';

/** An account as its merchant's owners see it on the Staff page: no hash, no permissions yet. */
const toStaffMember = (user: User): StaffMember => ({
  id: user.id,
  username: user.username,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  is_superuser: user.is_superuser,
  is_active: user.is_active,
  created_at: new Date(user.created_at).toISOString(),
});

/** A page of the owner's own merchant's staff. */
export async function staffPage(
  db: DbHandle,
  owner: User,
  filter: StaffFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: StaffMember[] }> {
  const { count, rows } = await listStaff(db, owner.merchant_id, filter, page);
  return { count, results: rows.map(toStaffMember) };
}

const nameOrNull = (name: string | null | undefined) =>
  name === undefined ? undefined : name?.trim() || null;

/** Changes names and email; another merchant's account is not found. */
export async function editStaff(
  db: DbHandle,
  owner: User,
  id: number,
  changes: StaffEditRequest,
): Promise<StaffMember> {
  return inTransaction(db, async (trx) => {
    const target = await findStaffForUpdate(trx, owner.merchant_id, id);
    if (!target) throw messageError(404, 'errors.not_found');
    const email = changes.email?.trim();
    if (email && (await emailTaken(trx, owner.merchant_id, email, id)))
      throw fieldErrors({ email: [msg('staff.email_taken')] });
    const fields = Object.entries({
      first_name: nameOrNull(changes.first_name),
      last_name: nameOrNull(changes.last_name),
      email,
    }).filter(([, value]) => value !== undefined);
    // Properties the contract does not know are dropped on arrival: what remains may be nothing.
    if (fields.length === 0) return toStaffMember(target);
    const updated = await updateStaff(trx, id, Object.fromEntries(fields));
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.staff_edited',
      plugin: null,
      params: { username: target.username },
    });
    return toStaffMember(updated);
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
    if (!target.is_active) return toStaffMember(target);
    if (target.is_superuser && owners.every((ownerId) => ownerId === target.id))
      throw messageError(409, 'staff.last_owner');
    const updated = await updateStaff(trx, id, { is_active: false, sessions_ended_at: new Date() });
    await endAllSessions(trx, id);
    // Every instance closes the open kitchen pages (event streams) of the account.
    await publishLiveEvent(trx, {
      merchantId: owner.merchant_id,
      kind: 'staff.deactivated',
      subjectId: String(id),
    });
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.staff_deactivated',
      plugin: null,
      params: { username: target.username },
    });
    return toStaffMember(updated);
  });
}

/** Lets a deactivated account sign in again (with its password: no session comes back). */
export async function reactivateStaff(db: DbHandle, owner: User, id: number): Promise<StaffMember> {
  return inTransaction(db, async (trx) => {
    const target = await findStaffForUpdate(trx, owner.merchant_id, id);
    if (!target) throw messageError(404, 'errors.not_found');
    if (target.is_active) return toStaffMember(target);
    const updated = await updateStaff(trx, id, { is_active: true });
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.staff_reactivated',
      plugin: null,
      params: { username: target.username },
    });
    return toStaffMember(updated);
  });
}
