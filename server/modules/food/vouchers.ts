import type { VoucherActivation } from '../../../src/domain/contracts/food.ts';
import { type PricingVoucher, voucherAmountText } from '../../../src/domain/food-pricing.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { moneyVar, type Vars } from '../../lib/i18n.ts';
import { addVoucherUse, findVoucher, type VoucherRow } from './repository.ts';

export const toPricingVoucher = (row: VoucherRow): PricingVoucher => ({
  discount_type: row.discount_type,
  amount_minor: minorFromDb(row.amount_minor),
  percent_bp: row.percent_bp,
});

/**
 * The voucher for `code` if it can be used now on this subtotal; otherwise a 400 on `field`
 * saying why (unknown, expired, inactive, below its minimum), in the request's language.
 * Checked at activation and again at checkout: a voucher can expire in between.
 */
export async function usableVoucher(
  db: DbHandle,
  merchantId: number,
  code: string,
  subtotalMinor: number,
  currency: string,
  field: string,
  now = new Date(),
): Promise<VoucherRow> {
  const row = await findVoucher(db, merchantId, code);
  const refuse = (key: string, vars?: Vars) => fieldErrors({ [field]: [msg(key, vars)] });
  if (!row) throw refuse('food.voucher_unknown');
  if (!row.is_active || (row.max_uses !== null && row.used_count >= row.max_uses)) {
    throw refuse('food.voucher_inactive');
  }
  if (row.ends_at && new Date(row.ends_at) < now) throw refuse('food.voucher_expired');
  if (row.starts_at && new Date(row.starts_at) > now) throw refuse('food.voucher_inactive');
  const minimum = minorFromDb(row.minimum_order_minor);
  if (subtotalMinor < minimum) {
    throw refuse('food.voucher_below_minimum', { minimum: moneyVar(minimum, currency) });
  }
  return row;
}

export function presentActivation(row: VoucherRow, currency: string): VoucherActivation {
  return {
    code: row.code,
    discount_type: row.discount_type,
    amount: voucherAmountText(toPricingVoucher(row), currency),
  };
}

/** Counts a use in the order's transaction; a limited voucher used up meanwhile refuses. */
export async function countVoucherUse(trx: DbHandle, id: number): Promise<void> {
  if (!(await addVoucherUse(trx, id))) throw fieldErrors({ voucher: [msg('food.voucher_inactive')] });
}
