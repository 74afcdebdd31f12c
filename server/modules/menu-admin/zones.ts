import type { AdminZone, ZonePatch, ZoneRequest } from '../../../src/domain/contracts/menu-admin.ts';
import { nameProblem } from '../../../src/domain/menu-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { findZone, insertZone, listZones, updateZone } from './area-repository.ts';
import { unknownBranches } from './branch-repository.ts';
import { type Actor, changesOf, logMenu, MenuChecks, menuCurrency, notFound } from './common.ts';

export async function menuZones(db: DbHandle, merchantId: number): Promise<AdminZone[]> {
  await menuCurrency(db, merchantId);
  return listZones(db, merchantId);
}

async function checked(trx: DbHandle, merchantId: number, input: ZoneRequest) {
  await menuCurrency(trx, merchantId);
  const wanted = { ...input, name_en: input.name_en.trim(), name_ar: input.name_ar.trim() };
  const check = new MenuChecks();
  check.refuse('name_en', nameProblem(wanted.name_en));
  check.refuse('name_ar', nameProblem(wanted.name_ar));
  if ((await unknownBranches(trx, merchantId, [wanted.branch_id])).length > 0)
    check.refuse('branch_id', { key: 'errors.invalid_choice' });
  check.done();
  return wanted;
}

async function zoneOf(db: DbHandle, merchantId: number, id: number, lock = false) {
  const row = await findZone(db, merchantId, id, lock);
  if (!row) throw notFound();
  return row;
}

/** Checks and adds a delivery zone in the caller's transaction, unlogged (the demo seed writes through it). */
export async function writeZone(trx: DbHandle, merchantId: number, input: ZoneRequest) {
  const wanted = await checked(trx, merchantId, input);
  return { id: await insertZone(trx, { ...wanted, merchant_id: merchantId }), wanted };
}

export function createZone(db: DbHandle, actor: Actor, input: ZoneRequest): Promise<AdminZone> {
  return inTransaction(db, async (trx) => {
    const { id, wanted } = await writeZone(trx, actor.merchant_id, input);
    await logMenu(trx, actor, 'zone_created', wanted.name_en, changesOf({}, wanted));
    return zoneOf(trx, actor.merchant_id, id);
  });
}

export function editZone(db: DbHandle, actor: Actor, id: number, patch: ZonePatch): Promise<AdminZone> {
  return inTransaction(db, async (trx) => {
    const { id: _id, ...current } = await zoneOf(trx, actor.merchant_id, id, true);
    const wanted = await checked(trx, actor.merchant_id, { ...current, ...patch });
    const changes = changesOf(current, wanted);
    if (changes.length > 0) {
      await updateZone(trx, id, wanted);
      await logMenu(trx, actor, 'zone_edited', wanted.name_en, changes);
    }
    return zoneOf(trx, actor.merchant_id, id);
  });
}
