import type { AdminArea, AreaPatch, AreaRequest } from '../../../src/domain/contracts/menu-admin.ts';
import { nameProblem } from '../../../src/domain/menu-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { type AreaRow, findArea, findZone, insertArea, listAreas, updateArea } from './area-repository.ts';
import { unknownBranches } from './branch-repository.ts';
import { type Actor, changesOf, logMenu, MenuChecks, menuCurrency, money, notFound } from './common.ts';
import { checkedHours } from './hours-checks.ts';

const present = (row: AreaRow, currency: string): AdminArea => ({
  id: row.id,
  name_en: row.name_en,
  name_ar: row.name_ar,
  zone_id: row.zone_id,
  branch_id: row.branch_id,
  delivery_charges: money(row.delivery_charges_minor, currency),
  minimum_order: money(row.minimum_order_minor, currency),
  working_hours: row.working_hours,
  hours_exceptions: row.hours_exceptions,
  is_active: row.is_active,
  position: row.position,
});

export async function menuAreas(db: DbHandle, merchantId: number): Promise<AdminArea[]> {
  const currency = await menuCurrency(db, merchantId);
  return (await listAreas(db, merchantId)).map((row) => present(row, currency));
}

async function areaOf(db: DbHandle, merchantId: number, id: number, currency: string, lock = false) {
  const row = await findArea(db, merchantId, id, lock);
  if (!row) throw notFound();
  return present(row, currency);
}

async function checked(trx: DbHandle, merchantId: number, input: AreaRequest) {
  const currency = await menuCurrency(trx, merchantId);
  const check = new MenuChecks();
  const wanted = {
    ...input,
    name_en: input.name_en.trim(),
    name_ar: input.name_ar.trim(),
    ...checkedHours(check, input),
  };
  check.refuse('name_en', nameProblem(wanted.name_en));
  check.refuse('name_ar', nameProblem(wanted.name_ar));
  if (!(await findZone(trx, merchantId, wanted.zone_id)))
    check.refuse('zone_id', { key: 'errors.invalid_choice' });
  if ((await unknownBranches(trx, merchantId, [wanted.branch_id])).length > 0)
    check.refuse('branch_id', { key: 'errors.invalid_choice' });
  const charges = check.price('delivery_charges', wanted.delivery_charges, currency, true);
  const minimum = check.price('minimum_order', wanted.minimum_order, currency, true);
  check.done();
  const {
    delivery_charges: _charges,
    minimum_order: _minimum,
    working_hours,
    hours_exceptions,
    ...columns
  } = wanted;
  return {
    wanted: {
      ...wanted,
      delivery_charges: money(charges, currency),
      minimum_order: money(minimum, currency),
    },
    columns: {
      ...columns,
      delivery_charges_minor: charges,
      minimum_order_minor: minimum,
      working_hours: JSON.stringify(working_hours),
      hours_exceptions: JSON.stringify(hours_exceptions),
    },
    currency,
  };
}

/** Checks and adds a delivery area in the caller's transaction, unlogged (the demo seed writes through it). */
export async function writeArea(trx: DbHandle, merchantId: number, input: AreaRequest) {
  const { wanted, columns, currency } = await checked(trx, merchantId, input);
  return { id: await insertArea(trx, { ...columns, merchant_id: merchantId }), wanted, currency };
}

export function createArea(db: DbHandle, actor: Actor, input: AreaRequest): Promise<AdminArea> {
  return inTransaction(db, async (trx) => {
    const { id, wanted, currency } = await writeArea(trx, actor.merchant_id, input);
    await logMenu(trx, actor, 'area_created', wanted.name_en, changesOf({}, wanted));
    return areaOf(trx, actor.merchant_id, id, currency);
  });
}

export function editArea(db: DbHandle, actor: Actor, id: number, patch: AreaPatch): Promise<AdminArea> {
  return inTransaction(db, async (trx) => {
    const currency = await menuCurrency(trx, actor.merchant_id);
    const { id: _id, ...current } = await areaOf(trx, actor.merchant_id, id, currency, true);
    const { wanted, columns } = await checked(trx, actor.merchant_id, { ...current, ...patch });
    const changes = changesOf(current, wanted);
    if (changes.length > 0) {
      await updateArea(trx, id, columns);
      await logMenu(trx, actor, 'area_edited', wanted.name_en, changes);
    }
    return areaOf(trx, actor.merchant_id, id, currency);
  });
}
