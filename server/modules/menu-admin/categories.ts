import type {
  AdminCategory,
  CategoryPatch,
  CategoryRequest,
} from '../../../src/domain/contracts/menu-admin.ts';
import { nameProblem, platesProblem } from '../../../src/domain/menu-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import {
  type CategoryRow,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from './category-repository.ts';
import { type Actor, changesOf, logMenu, MenuChecks, menuCurrency, money, notFound } from './common.ts';

const present = (row: CategoryRow, currency: string): AdminCategory => ({
  id: row.id,
  name_en: row.name_en,
  name_ar: row.name_ar,
  image_url: row.image_url,
  position: row.position,
  is_catering: row.is_catering,
  minimum_number_of_plates: row.minimum_number_of_plates,
  service_charges: money(row.service_charges_minor, currency),
  is_active: row.is_active,
  dish_count: row.dish_count,
});
const requestOf = ({ id: _id, dish_count: _count, ...request }: AdminCategory): CategoryRequest => request;

export async function menuCategories(db: DbHandle, merchantId: number): Promise<AdminCategory[]> {
  const currency = await menuCurrency(db, merchantId);
  return (await listCategories(db, merchantId)).map((row) => present(row, currency));
}

async function checked(
  trx: DbHandle,
  merchantId: number,
  input: CategoryRequest,
  kept: readonly (string | null)[] = [],
) {
  const currency = await menuCurrency(trx, merchantId);
  const wanted = { ...input, name_en: input.name_en.trim(), name_ar: input.name_ar.trim() };
  const check = new MenuChecks();
  check.refuse('name_en', nameProblem(wanted.name_en));
  check.refuse('name_ar', nameProblem(wanted.name_ar));
  check.refuse('minimum_number_of_plates', platesProblem(wanted.minimum_number_of_plates));
  const charges = check.price('service_charges', wanted.service_charges, currency, true);
  await check.images(trx, merchantId, 'image_url', [wanted.image_url], kept);
  check.done();
  const { service_charges: _typed, ...columns } = wanted;
  return {
    wanted: { ...wanted, service_charges: money(charges, currency) },
    columns: { ...columns, service_charges_minor: charges },
    currency,
  };
}

async function categoryOf(db: DbHandle, merchantId: number, id: number, lock = false) {
  const row = await findCategory(db, merchantId, id, lock);
  if (!row) throw notFound();
  return row;
}

/**
 * Checks and adds a category in the caller's transaction, unlogged: the demo seed writes through it,
 * and its first values are nobody's action. `kept`: images that pass as already kept (the demo's
 * own pictures, shipped with the app rather than uploaded).
 */
export async function writeCategory(
  trx: DbHandle,
  merchantId: number,
  input: CategoryRequest,
  kept: readonly string[] = [],
) {
  const { wanted, columns, currency } = await checked(trx, merchantId, input, kept);
  return { id: await insertCategory(trx, { ...columns, merchant_id: merchantId }), wanted, currency };
}

export function createCategory(db: DbHandle, actor: Actor, input: CategoryRequest): Promise<AdminCategory> {
  return inTransaction(db, async (trx) => {
    const { id, wanted, currency } = await writeCategory(trx, actor.merchant_id, input);
    await logMenu(trx, actor, 'category_created', wanted.name_en, changesOf({}, wanted));
    return present(await categoryOf(trx, actor.merchant_id, id), currency);
  });
}

export function editCategory(
  db: DbHandle,
  actor: Actor,
  id: number,
  patch: CategoryPatch,
): Promise<AdminCategory> {
  return inTransaction(db, async (trx) => {
    const currency = await menuCurrency(trx, actor.merchant_id);
    const current = requestOf(present(await categoryOf(trx, actor.merchant_id, id, true), currency));
    const { wanted, columns } = await checked(trx, actor.merchant_id, { ...current, ...patch }, [
      current.image_url,
    ]);
    const changes = changesOf(current, wanted);
    if (changes.length > 0) {
      await updateCategory(trx, id, columns);
      await logMenu(trx, actor, 'category_edited', wanted.name_en, changes);
    }
    return present(await categoryOf(trx, actor.merchant_id, id), currency);
  });
}

/** Deletes an empty category; one holding dishes answers 409 (move or delete them first). */
export function removeCategory(db: DbHandle, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const row = await categoryOf(trx, actor.merchant_id, id, true);
    if (row.dish_count > 0)
      throw messageError(409, 'menu_admin.category_has_dishes', { dishes: row.dish_count });
    await deleteCategory(trx, id);
    await logMenu(trx, actor, 'category_deleted', row.name_en, []);
  });
}
