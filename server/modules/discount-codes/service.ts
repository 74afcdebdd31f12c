import { codeServesDeliveryType } from '../../../src/domain/discount-code-rules.ts';
import type { PricingVoucher } from '../../../src/domain/food-pricing.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { moneyVar, type Vars } from '../../lib/i18n.ts';
import { addUse, type DiscountCodeRow, findDiscountCode, forceUse, removeUse } from './repository.ts';

export {
  createDiscountCode,
  deactivateDiscountCode,
  discountCodesPage,
  editDiscountCode,
  writeDiscountCode,
} from './manage.ts';
/**
 * A merchant's discount codes, one service for every shop that takes them (the food menu's
 * vouchers, the catalogue's codes): whether a code can be used on a subtotal, and its uses,
 * reserved at checkout and given back when the order's payment can no longer come.
 */
export type { DiscountCodeRow } from './repository.ts';

export const toPricingVoucher = (row: DiscountCodeRow): PricingVoucher => ({
  discount_type: row.discount_type,
  amount_minor: minorFromDb(row.amount_minor),
  percent_bp: row.percent_bp,
});

/**
 * The code if it can be used now on this subtotal; otherwise a 400 on `field` saying why
 * (unknown, expired, inactive, below its minimum), in the request's language. Checked when
 * the customer enters it and again at checkout: a code can expire in between.
 */
export async function usableDiscountCode(
  db: DbHandle,
  merchantId: number,
  code: string,
  subtotalMinor: number,
  currency: string,
  field: string,
  now = new Date(),
  /** The food order's delivery type; the catalogue's orders have none. */
  deliveryType?: string,
): Promise<DiscountCodeRow> {
  const row = await findDiscountCode(db, merchantId, code);
  const refuse = (key: string, vars?: Vars) => fieldErrors({ [field]: [msg(key, vars)] });
  if (!row) throw refuse('food.voucher_unknown');
  if (!row.is_active || (row.max_uses !== null && row.used_count >= row.max_uses)) {
    throw refuse('food.voucher_inactive');
  }
  if (row.ends_at && new Date(row.ends_at) < now) throw refuse('food.voucher_expired');
  if (row.starts_at && new Date(row.starts_at) > now) throw refuse('food.voucher_inactive');
  if (deliveryType !== undefined && !codeServesDeliveryType(row.delivery_types, deliveryType)) {
    throw refuse('menu_ops.voucher_wrong_delivery_type');
  }
  const minimum = minorFromDb(row.minimum_order_minor);
  if (subtotalMinor < minimum) {
    throw refuse('food.voucher_below_minimum', { minimum: moneyVar(minimum, currency) });
  }
  return row;
}

/** Reserves a use in the order's transaction; a limited code used up meanwhile refuses on `field`. */
export async function reserveDiscountUse(trx: DbHandle, id: number, field: string): Promise<void> {
  if (!(await addUse(trx, id))) throw fieldErrors({ [field]: [msg('food.voucher_inactive')] });
}

export const releaseDiscountUse = (trx: DbHandle, id: number): Promise<void> => removeUse(trx, id);

/** The same, for an order that kept the code's text rather than its id (the food menu's). */
export async function releaseDiscountUseOf(trx: DbHandle, merchantId: number, code: string): Promise<void> {
  const row = await findDiscountCode(trx, merchantId, code);
  if (row) await removeUse(trx, row.id);
}

/** A paid order's use, counted again after it had been given back. */
export const retakeDiscountUse = (trx: DbHandle, id: number): Promise<void> => forceUse(trx, id);
