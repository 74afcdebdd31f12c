import { isEmail, isPhoneNumber } from '../../../src/domain/contact-rules.ts';
import type { AdminBranch, BranchPatch, BranchRequest } from '../../../src/domain/contracts/menu-admin.ts';
import { nameProblem } from '../../../src/domain/menu-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { type BranchRow, findBranch, insertBranch, listBranches, updateBranch } from './branch-repository.ts';
import { type Actor, changesOf, logMenu, MenuChecks, menuCurrency, money, notFound } from './common.ts';
import { checkedHours } from './hours-checks.ts';

const present = (row: BranchRow, currency: string): AdminBranch => ({
  id: row.id,
  name_en: row.name_en,
  name_ar: row.name_ar,
  email: row.email,
  phone: row.phone,
  address_en: row.address_en,
  address_ar: row.address_ar,
  image_url: row.image_url,
  lat: row.lat,
  lng: row.lng,
  minimum_order: money(row.minimum_order_minor, currency),
  delivery_time: row.delivery_time,
  working_hours: row.working_hours,
  hours_exceptions: row.hours_exceptions,
  closed_now: row.closed_now,
  is_active: row.is_active,
  position: row.position,
});

export async function menuBranches(db: DbHandle, merchantId: number): Promise<AdminBranch[]> {
  const currency = await menuCurrency(db, merchantId);
  return (await listBranches(db, merchantId)).map((row) => present(row, currency));
}

async function branchOf(db: DbHandle, merchantId: number, id: number, currency: string, lock = false) {
  const row = await findBranch(db, merchantId, id, lock);
  if (!row) throw notFound();
  return present(row, currency);
}

export async function menuBranch(db: DbHandle, merchantId: number, id: number): Promise<AdminBranch> {
  return branchOf(db, merchantId, id, await menuCurrency(db, merchantId));
}

async function checked(
  trx: DbHandle,
  merchantId: number,
  input: BranchRequest,
  kept: readonly (string | null)[] = [],
) {
  const currency = await menuCurrency(trx, merchantId);
  const trim = (text: string) => text.trim();
  const check = new MenuChecks();
  const wanted = {
    ...input,
    name_en: trim(input.name_en),
    name_ar: trim(input.name_ar),
    email: trim(input.email),
    phone: trim(input.phone),
    address_en: trim(input.address_en),
    address_ar: trim(input.address_ar),
    ...checkedHours(check, input),
  };
  check.refuse('name_en', nameProblem(wanted.name_en));
  check.refuse('name_ar', nameProblem(wanted.name_ar));
  if (wanted.email && !isEmail(wanted.email)) check.refuse('email', { key: 'errors.invalid_email' });
  if (wanted.phone && !isPhoneNumber(wanted.phone)) check.refuse('phone', { key: 'payments.invalid_phone' });
  if ((wanted.lat === null) !== (wanted.lng === null))
    check.refuse(wanted.lat === null ? 'lat' : 'lng', { key: 'menu_admin.location_both' });
  const minimum = check.price('minimum_order', wanted.minimum_order, currency, true);
  await check.images(trx, merchantId, 'image_url', [wanted.image_url], kept);
  check.done();
  const { minimum_order: _typed, working_hours, hours_exceptions, ...columns } = wanted;
  return {
    wanted: { ...wanted, minimum_order: money(minimum, currency) },
    columns: {
      ...columns,
      minimum_order_minor: minimum,
      working_hours: JSON.stringify(working_hours),
      hours_exceptions: JSON.stringify(hours_exceptions),
    },
    currency,
  };
}

/**
 * Checks and adds a branch in the caller's transaction, unlogged: the demo seed writes through it,
 * and its first values are nobody's action. `kept`: images that pass as already kept (the demo's
 * own pictures, shipped with the app rather than uploaded).
 */
export async function writeBranch(
  trx: DbHandle,
  merchantId: number,
  input: BranchRequest,
  kept: readonly string[] = [],
) {
  const { wanted, columns, currency } = await checked(trx, merchantId, input, kept);
  return { id: await insertBranch(trx, { ...columns, merchant_id: merchantId }), wanted, currency };
}

export function createBranch(db: DbHandle, actor: Actor, input: BranchRequest): Promise<AdminBranch> {
  return inTransaction(db, async (trx) => {
    const { id, wanted, currency } = await writeBranch(trx, actor.merchant_id, input);
    await logMenu(trx, actor, 'branch_created', wanted.name_en, changesOf({}, wanted));
    return branchOf(trx, actor.merchant_id, id, currency);
  });
}

export function editBranch(db: DbHandle, actor: Actor, id: number, patch: BranchPatch): Promise<AdminBranch> {
  return inTransaction(db, async (trx) => {
    const currency = await menuCurrency(trx, actor.merchant_id);
    const { id: _id, ...current } = await branchOf(trx, actor.merchant_id, id, currency, true);
    const { wanted, columns } = await checked(trx, actor.merchant_id, { ...current, ...patch }, [
      current.image_url,
    ]);
    const changes = changesOf(current, wanted);
    if (changes.length > 0) {
      await updateBranch(trx, id, columns);
      await logMenu(trx, actor, 'branch_edited', wanted.name_en, changes);
    }
    return branchOf(trx, actor.merchant_id, id, currency);
  });
}
