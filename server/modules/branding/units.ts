import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { Unit, UnitPatch, UnitRequest } from '../../../src/domain/contracts/branding.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { type Actor, changesOf } from './changes.ts';
import { BrandingChecks } from './checks.ts';
import {
  countUnitTransactions,
  deleteUnit,
  findUnit,
  insertUnit,
  listUnits,
  setDefaultUnit,
  type UnitWithCount,
  updateUnit,
} from './repository.ts';

type Stored = Omit<UnitRequest, 'is_default'>;
type Check<K extends keyof Stored> = (
  check: BrandingChecks,
  value: Stored[K],
  current?: UnitWithCount,
) => Stored[K];

/** Each stored field's check, in the form's order (the Admin log lists changes in it). */
const CHECKS: { [K in keyof Stored]: Check<K> } = {
  title_en: (check, value) => check.title('title_en', value),
  title_ar: (check, value) => check.title('title_ar', value),
  logo_url: (check, value, current) => check.image('logo_url', value, current?.logo_url),
  show_unit_title: (_check, value) => value,
  header_color: (check, value) => check.headerColor(value),
  header_image_url: (check, value, current) =>
    check.image('header_image_url', value, current?.header_image_url),
  header_image_link: (check, value) => check.link('header_image_link', value),
  website: (check, value) => check.link('website', value),
  twitter_url: (check, value) => check.link('twitter_url', value),
  instagram_url: (check, value) => check.link('instagram_url', value),
  facebook_url: (check, value) => check.link('facebook_url', value),
};

function checked(input: UnitPatch, current?: UnitWithCount): Partial<Stored> {
  const check = new BrandingChecks();
  const wanted: Record<string, unknown> = {};
  for (const [field, run] of Object.entries(CHECKS) as [keyof Stored, Check<keyof Stored>][]) {
    if (input[field] !== undefined) wanted[field] = run(check, input[field] as never, current);
  }
  check.done();
  return wanted as Partial<Stored>;
}

const toUnit = ({ merchant_id: _merchant, ...unit }: UnitWithCount): Unit => unit;

export async function unitsPage(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: Unit[] }> {
  const { count, rows } = await listUnits(db, merchantId, page);
  return { count, results: rows.map(toUnit) };
}

async function unitOf(db: DbHandle, merchantId: number, id: number, lock = false): Promise<UnitWithCount> {
  const unit = await findUnit(db, merchantId, id, lock);
  if (!unit) throw messageError(404, 'errors.not_found');
  return unit;
}

/**
 * Creates (no `id`) or changes one of the merchant's units inside the caller's transaction,
 * checked as the page's are; the unit and the changes made. The demo seed calls it directly.
 */
export async function writeUnit(
  trx: DbHandle,
  merchantId: number,
  input: UnitPatch,
  id?: number,
): Promise<{ unit: UnitWithCount; changes: ActivityChange[] }> {
  const current = id === undefined ? undefined : await unitOf(trx, merchantId, id, true);
  const wanted = checked(input, current);
  const before: Partial<UnitRequest> = current ?? {};
  const changes = changesOf(before, wanted);
  const unitId = current ? current.id : await insertUnit(trx, merchantId, wanted);
  if (current) await updateUnit(trx, unitId, Object.fromEntries(changes.map((c) => [c.field, c.after])));
  if (input.is_default !== undefined && input.is_default !== (current?.is_default ?? false)) {
    // Made the default, or no longer it: then the first unit is shown again.
    if (input.is_default || current?.is_default)
      await setDefaultUnit(trx, merchantId, input.is_default ? unitId : null);
    changes.push({ field: 'is_default', before: current?.is_default ?? false, after: input.is_default });
  }
  return { unit: await unitOf(trx, merchantId, unitId), changes };
}

async function logUnit(
  trx: DbHandle,
  actor: Actor,
  action: string,
  unit: UnitWithCount,
  changes: ActivityChange[],
) {
  await recordActivity(trx, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action,
    plugin: null,
    params: { title: unit.title_en, changes },
  });
}

export function createUnit(db: DbHandle, actor: Actor, input: UnitRequest): Promise<Unit> {
  return inTransaction(db, async (trx) => {
    const { unit, changes } = await writeUnit(trx, actor.merchant_id, input);
    await logUnit(trx, actor, 'activity.settings_unit_created', unit, changes);
    return toUnit(unit);
  });
}

/** Another merchant's unit is not found (404). */
export function editUnit(db: DbHandle, actor: Actor, id: number, input: UnitPatch): Promise<Unit> {
  return inTransaction(db, async (trx) => {
    const { unit, changes } = await writeUnit(trx, actor.merchant_id, input, id);
    if (changes.length > 0) await logUnit(trx, actor, 'activity.settings_unit_edited', unit, changes);
    return toUnit(unit);
  });
}

/**
 * Deletes a unit no transaction was made under (409 with their count otherwise): its receipts
 * and the transactions list name it. The unit's row is locked before counting, so a payment
 * made under it meanwhile waits and is counted, or fails on the deleted unit: none loses its
 * unit quietly.
 */
export function removeUnit(db: DbHandle, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const unit = await unitOf(trx, actor.merchant_id, id, true);
    const count = await countUnitTransactions(trx, id);
    if (count > 0) throw messageError(409, 'branding.unit_in_use', { count });
    await deleteUnit(trx, id);
    await logUnit(trx, actor, 'activity.settings_unit_deleted', unit, []);
  });
}
