import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type {
  AdminCategory,
  CategoryPatch,
  CategoryRequest,
} from '../../../src/domain/contracts/catalogue-admin.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { changesOf } from '../branding/service.ts';
import type { Actor } from './products.ts';
import { shopCurrency } from './products.ts';
import {
  type CategoryRow,
  categorySlugTaken,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from './repository.ts';

const toCategory = ({ merchant_id: _merchant, ...row }: CategoryRow): AdminCategory => row;

export async function categoriesOf(db: DbHandle, merchantId: number): Promise<AdminCategory[]> {
  await shopCurrency(db, merchantId);
  return (await listCategories(db, merchantId)).map(toCategory);
}

async function checked(trx: DbHandle, merchantId: number, wanted: CategoryRequest, id?: number) {
  const errors: Record<string, Msg[]> = {};
  const values = { ...wanted, name_en: wanted.name_en.trim(), name_ar: wanted.name_ar.trim() };
  if (!values.name_en) errors.name_en = [msg('errors.blank')];
  if (!values.name_ar) errors.name_ar = [msg('errors.blank')];
  if (await categorySlugTaken(trx, merchantId, values.slug, id))
    errors.slug = [msg('catalogue_admin.category_slug_taken')];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return values;
}

async function log(trx: DbHandle, actor: Actor, action: string, row: CategoryRow, changes: ActivityChange[]) {
  await recordActivity(trx, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action: `activity.catalogue_category_${action}`,
    plugin: 'catalogue',
    params: { name: row.name_en, changes },
  });
}

async function categoryOf(db: DbHandle, merchantId: number, id: number): Promise<CategoryRow> {
  const row = await findCategory(db, merchantId, id);
  if (!row) throw messageError(404, 'errors.not_found');
  return row;
}

export function createCategory(db: DbHandle, actor: Actor, input: CategoryRequest): Promise<AdminCategory> {
  return inTransaction(db, async (trx) => {
    await shopCurrency(trx, actor.merchant_id);
    const values = await checked(trx, actor.merchant_id, input);
    const row = await categoryOf(
      trx,
      actor.merchant_id,
      await insertCategory(trx, actor.merchant_id, values),
    );
    await log(trx, actor, 'created', row, changesOf({}, values));
    return toCategory(row);
  });
}

export function editCategory(
  db: DbHandle,
  actor: Actor,
  id: number,
  patch: CategoryPatch,
): Promise<AdminCategory> {
  return inTransaction(db, async (trx) => {
    const current = await categoryOf(trx, actor.merchant_id, id);
    const values = await checked(trx, actor.merchant_id, { ...current, ...patch }, id);
    const sent = Object.fromEntries(
      Object.keys(patch).map((field) => [field, values[field as keyof CategoryRequest]]),
    );
    const changes = changesOf<CategoryRequest>(current, sent);
    if (changes.length === 0) return toCategory(current);
    await updateCategory(trx, id, Object.fromEntries(changes.map((change) => [change.field, change.after])));
    const row = await categoryOf(trx, actor.merchant_id, id);
    await log(trx, actor, 'edited', row, changes);
    return toCategory(row);
  });
}
