import type { OrderListOptions, ProductUploadError } from '../../../src/domain/contracts/kitchen.ts';
import { DELIVERY_TYPES, ORDER_STATES } from '../../../src/domain/order-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { SheetRow } from '../../lib/sheet-file.ts';
import { checkProductRows } from './product-rows.ts';
import {
  activeCategories,
  branchNames,
  insertProducts,
  menuCurrency,
  orderRefreshSeconds,
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

/**
 * A product sheet's rows as menu items of the menu's currency, all or none: while any row has
 * a problem nothing is created, and every problem of every row is answered.
 */
export async function importProducts(
  db: DbHandle,
  merchantId: number,
  rows: SheetRow[],
  lang: Lang,
): Promise<{ created: number } | { errors: ProductUploadError[] }> {
  const currency = await menuCurrency(db, merchantId);
  if (!currency) throw fieldErrors({ file: [msg('food.not_installed')] });
  const categories = await activeCategories(db, merchantId);
  const checked = checkProductRows(categories, merchantId, currency, rows, lang);
  if (checked.errors.length) return { errors: checked.errors };
  await insertProducts(db, checked.products);
  return { created: checked.products.length };
}
