import type {
  OrderListOptions,
  ProductUploadError,
  ProductUploadRow,
} from '../../../src/domain/contracts/kitchen.ts';
import { DELIVERY_TYPES, ORDER_STATES } from '../../../src/domain/order-states.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { SheetRow } from '../../lib/sheet-file.ts';
import { recordActivity } from '../activity/service.ts';
import type { User } from '../users/service.ts';
import { checkProductRows, type ProductInsert } from './product-rows.ts';
import {
  activeCategories,
  branchNames,
  dishesBySku,
  insertProducts,
  lockProductUpload,
  menuCurrency,
  orderRefreshSeconds,
  updateProduct,
} from './repository.ts';

/**
 * The kitchen's public surface: the orders staff work on (list, details, moves, copies and
 * fixes), the product upload, and the row an open kitchen page or a phone is told of.
 */

export { acknowledgeOrder, changeOrderState, duplicateOrder, type Staff, updateOrder } from './actions.ts';
export { findKitchenOrder, kitchenDetails, kitchenOrderRow, listOrders } from './orders.ts';

const DEFAULT_REFRESH_SECONDS = 10;

/** What the order list can be filtered by, in the reader's language, and how often it refreshes. */
export async function orderListOptions(
  db: DbHandle,
  merchantId: number,
  lang: Lang,
): Promise<OrderListOptions> {
  const [refreshSeconds, branches] = await Promise.all([
    orderRefreshSeconds(db, merchantId),
    branchNames(db, merchantId),
  ]);
  return {
    states: ORDER_STATES.map((value) => ({ value, label: translate(lang, `kitchen.state.${value}`) })),
    delivery_types: DELIVERY_TYPES.map((value) => ({
      value,
      label: translate(lang, `kitchen.delivery_type.${value}`),
    })),
    branches: branches.map((b) => ({ value: b.id, label: lang === 'ar' ? b.name_ar : b.name_en })),
    refresh_seconds: refreshSeconds ?? DEFAULT_REFRESH_SECONDS,
  };
}

/** What each column of the sheet writes on a dish it updates; a column left out keeps the dish's value. */
const UPDATED_BY: Record<string, (keyof ProductInsert)[]> = {
  name_en: ['name_en'],
  name_ar: ['name_ar'],
  category: ['category_id'],
  price: ['price_minor'],
  description_en: ['description_en'],
  description_ar: ['description_ar'],
  discounted_price: ['discounted_price_minor'],
  available: ['available'],
};

function changesFrom(product: ProductInsert, headers: string[], hasImage: boolean): Partial<ProductInsert> {
  const fields = headers.flatMap((header) => UPDATED_BY[header] ?? []);
  // A blank image keeps the dish's pictures: a sheet cannot carry them back.
  if (hasImage) fields.push('images');
  return Object.fromEntries(fields.map((field) => [field, product[field]]));
}

export interface UploadOutcome {
  rows: ProductUploadRow[];
  errors: ProductUploadError[];
  created: number;
  updated: number;
}

/**
 * A product sheet's rows as dishes of the menu's currency, created or updated by sku, all or
 * none: while any row is refused nothing is written, and every row says what it did or would
 * have done.
 */
export async function importProducts(
  db: DbHandle,
  user: User,
  sheet: { headers: string[]; rows: SheetRow[] },
  lang: Lang,
): Promise<UploadOutcome> {
  const merchantId = user.merchant_id;
  return inTransaction(db, async (trx) => {
    const currency = await menuCurrency(trx, merchantId);
    if (!currency) throw fieldErrors({ file: [msg('food.not_installed')] });
    await lockProductUpload(trx, merchantId);
    const categories = await activeCategories(trx, merchantId);
    const checked = checkProductRows(categories, merchantId, currency, sheet.rows, lang);
    const known = await dishesBySku(
      trx,
      merchantId,
      checked.map((row) => row.sku),
    );
    const rows: ProductUploadRow[] = checked.map((row) => ({
      row: row.row,
      sku: row.sku,
      outcome: row.errors.length ? 'refused' : known.has(row.sku.toLowerCase()) ? 'updated' : 'created',
      errors: row.errors.map(({ field, message }) => ({ field, message })),
    }));
    const errors = checked.flatMap((row) => row.errors);
    const count = (outcome: ProductUploadRow['outcome']) =>
      rows.filter((row) => row.outcome === outcome).length;
    const outcome = { rows, errors, created: count('created'), updated: count('updated') };
    if (errors.length) return outcome;

    const image = new Map(sheet.rows.map(({ row, values }) => [row, Boolean(values.image_url)]));
    const fresh: ProductInsert[] = [];
    for (const row of checked) {
      if (!row.product) continue;
      const id = known.get(row.sku.toLowerCase());
      if (id === undefined) fresh.push(row.product);
      else await updateProduct(trx, id, changesFrom(row.product, sheet.headers, image.get(row.row) ?? false));
    }
    await insertProducts(trx, fresh);
    await recordActivity(trx, {
      merchantId,
      actor: user.username,
      action: 'activity.menu_ops_upload',
      plugin: 'food_ordering',
      params: { created: String(outcome.created), updated: String(outcome.updated) },
    });
    return outcome;
  });
}
