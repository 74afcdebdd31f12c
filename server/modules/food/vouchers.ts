import type { VoucherActivation } from '../../../src/domain/contracts/food.ts';
import { voucherAmountText } from '../../../src/domain/food-pricing.ts';
import { type DiscountCodeRow, toPricingVoucher } from '../discount-codes/service.ts';

export function presentActivation(row: DiscountCodeRow, currency: string): VoucherActivation {
  return {
    code: row.code,
    discount_type: row.discount_type,
    amount: voucherAmountText(toPricingVoucher(row), currency),
  };
}
