import type { DeliveryType } from '../../../src/domain/contracts/food.ts';
import type {
  AdminDish,
  AdminDishQuery,
  DishPatch,
  DishRequest,
} from '../../../src/domain/contracts/menu-admin.ts';
import { isSoldOutToday } from '../../../src/domain/food-availability.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { unknownBranches } from './branch-repository.ts';
import { type Actor, changesOf, logMenu, MenuChecks, menuCurrency, money, notFound } from './common.ts';
import { checkDish, type StoredEntries } from './dish-checks.ts';
import {
  categoryKnown,
  type DishRow,
  deleteDish,
  findDish,
  insertDish,
  listDishes,
  setBranchesOff,
  skuTaken,
  updateDish,
} from './dish-repository.ts';

function present(row: DishRow, currency: string): AdminDish {
  return {
    id: row.id,
    category_id: row.category_id,
    sku: row.sku,
    name_en: row.name_en,
    name_ar: row.name_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
    images: row.images,
    price: money(row.price_minor, currency),
    discounted_price:
      row.discounted_price_minor === null ? null : money(row.discounted_price_minor, currency),
    sizes: row.sizes.map(({ price_minor, discounted_price_minor, ...size }) => ({
      ...size,
      price: money(price_minor, currency),
      discounted_price: discounted_price_minor === null ? null : money(discounted_price_minor, currency),
    })),
    options: row.options.map((group) => ({
      ...group,
      items: group.items.map(({ price_minor, ...choice }) => ({
        ...choice,
        price: money(price_minor, currency),
      })),
    })),
    add_ons: row.add_ons.map(({ price_minor, ...addOn }) => ({
      ...addOn,
      price: money(price_minor, currency),
    })),
    branch_ids_off: row.branch_ids_off,
    promoted_for: row.promoted_for as DeliveryType[],
    available: row.available,
    position: row.position,
    sold_out_today: isSoldOutToday(row.sold_out_day, new Date()),
    currency_code: currency,
  };
}

const requestOf = ({ id: _id, sold_out_today: _sold, currency_code: _currency, ...request }: AdminDish) =>
  request as DishRequest;

export async function dishesPage(db: DbHandle, merchantId: number, query: AdminDishQuery) {
  const currency = await menuCurrency(db, merchantId);
  const page = await listDishes(db, merchantId, query);
  return { count: page.count, results: page.rows.map((row) => present(row, currency)) };
}

async function dishRowOf(db: DbHandle, merchantId: number, id: number, lock = false) {
  const row = await findDish(db, merchantId, id, lock);
  if (!row) throw notFound();
  return row;
}

export async function dishDetail(db: DbHandle, merchantId: number, id: number): Promise<AdminDish> {
  return present(await dishRowOf(db, merchantId, id), await menuCurrency(db, merchantId));
}

async function checked(
  trx: DbHandle,
  merchantId: number,
  input: DishRequest,
  stored: StoredEntries & { id?: number; images: readonly string[] },
) {
  const currency = await menuCurrency(trx, merchantId);
  const check = new MenuChecks();
  const dish = checkDish(check, input, currency, stored);
  const { request } = dish;
  if (request.sku && (await skuTaken(trx, merchantId, request.sku, stored.id)))
    check.refuse('sku', { key: 'menu_admin.sku_taken', vars: { sku: request.sku } });
  if (!(await categoryKnown(trx, merchantId, request.category_id)))
    check.refuse('category_id', { key: 'errors.invalid_choice' });
  if ((await unknownBranches(trx, merchantId, request.branch_ids_off)).length > 0)
    check.refuse('branch_ids_off', { key: 'errors.invalid_choice' });
  await check.images(trx, merchantId, 'images', request.images, stored.images);
  check.done();
  const columns = {
    category_id: request.category_id,
    sku: request.sku,
    name_en: request.name_en,
    name_ar: request.name_ar,
    description_en: request.description_en,
    description_ar: request.description_ar,
    images: JSON.stringify(request.images),
    price_minor: dish.price_minor,
    discounted_price_minor: dish.discounted_price_minor,
    sizes: JSON.stringify(dish.sizes),
    options: JSON.stringify(dish.options),
    add_ons: JSON.stringify(dish.add_ons),
    promoted_for: JSON.stringify(request.promoted_for),
    // Customer reads still look at the bool until they switch to promoted_for (part E).
    promoted: request.promoted_for.length > 0,
    available: request.available,
    position: request.position,
  };
  return { columns, branchIdsOff: request.branch_ids_off, currency };
}

/** The dish as its form sent it after the checks: what the Admin log compares. */
const logged = (dish: AdminDish) => {
  const { sold_out_today: _sold, currency_code: _currency, id: _id, ...rest } = dish;
  return rest;
};

/**
 * Checks and adds a dish in the caller's transaction, unlogged: the demo seed writes through it,
 * and its first values are nobody's action. `kept`: images that pass as already kept (the demo's
 * own pictures, shipped with the app rather than uploaded).
 */
export async function writeDish(
  trx: DbHandle,
  merchantId: number,
  input: DishRequest,
  kept: readonly string[] = [],
) {
  const empty = { sizes: [], options: [], add_ons: [], images: kept };
  const { columns, branchIdsOff, currency } = await checked(trx, merchantId, input, empty);
  const id = await insertDish(trx, { ...columns, merchant_id: merchantId });
  await setBranchesOff(trx, id, branchIdsOff);
  return { id, currency };
}

export function createDish(db: DbHandle, actor: Actor, input: DishRequest): Promise<AdminDish> {
  return inTransaction(db, async (trx) => {
    const { id, currency } = await writeDish(trx, actor.merchant_id, input);
    const dish = present(await dishRowOf(trx, actor.merchant_id, id), currency);
    await logMenu(trx, actor, 'dish_created', dish.name_en, changesOf({}, logged(dish)));
    return dish;
  });
}

export function editDish(db: DbHandle, actor: Actor, id: number, patch: DishPatch): Promise<AdminDish> {
  return inTransaction(db, async (trx) => {
    const row = await dishRowOf(trx, actor.merchant_id, id, true);
    const currency = await menuCurrency(trx, actor.merchant_id);
    const before = present(row, currency);
    const wanted = { ...requestOf(before), ...patch };
    // A SKU cleared in the form goes back to the one the dish was given.
    if (!wanted.sku.trim()) wanted.sku = `DISH-${id}`;
    const { columns, branchIdsOff } = await checked(trx, actor.merchant_id, wanted, row);
    await updateDish(trx, id, columns);
    await setBranchesOff(trx, id, branchIdsOff);
    const after = present(await dishRowOf(trx, actor.merchant_id, id), currency);
    const changes = changesOf(logged(before), logged(after));
    if (changes.length > 0) await logMenu(trx, actor, 'dish_edited', after.name_en, changes);
    return after;
  });
}

/** Orders copy their lines, so a dish goes without rewriting any order. */
export function removeDish(db: DbHandle, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const row = await dishRowOf(trx, actor.merchant_id, id, true);
    await deleteDish(trx, id);
    await logMenu(trx, actor, 'dish_deleted', row.name_en, []);
  });
}
