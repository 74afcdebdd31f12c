import * as yup from 'yup';
import type { AdminDiscountCode, DiscountCodeRequest } from '@/domain/contracts/discount-codes';
import type { DeliveryType } from '@/domain/contracts/food';
import {
  DISCOUNT_CODE_PATTERN,
  type DiscountType,
  datesInOrder,
  limitCoversUses,
  MAX_DISCOUNT_USES,
} from '@/domain/discount-code-rules';
import { percentToBasisPoints } from '@/domain/food-pricing';
import { parseAmount } from '@/domain/money';
import { DELIVERY_TYPES } from '@/domain/order-states';
import type { TFunction } from '@/lib/i18n-runtime';

export interface DiscountCodeValues {
  code: string;
  discount_type: DiscountType;
  amount: string;
  /** Empty: any order. */
  minimum_order: string;
  /** Empty: unlimited. */
  max_uses: string;
  /** Empty: from now; else YYYY-MM-DD. */
  starts_on: string;
  /** Empty: no end. */
  ends_on: string;
  is_active: boolean;
  /** The food orders it serves; all of them stands for every kind (null). */
  delivery_types: DeliveryType[];
}

export const CODE_SERVER_FIELDS = [
  'code',
  'discount_type',
  'amount',
  'minimum_order',
  'max_uses',
  'starts_on',
  'ends_on',
  'delivery_types',
] as const;

const blankOr = (test: (text: string) => boolean) => (value: string | undefined) =>
  !value?.trim() || test(value.trim());

/** The code form, with the rules the server applies too (src/domain/discount-code-rules.ts). */
export const discountCodeSchema = (t: TFunction, currency: string, usedCount: number) =>
  yup.object({
    code: yup
      .string()
      .trim()
      .required(t('form.required'))
      .matches(new RegExp(DISCOUNT_CODE_PATTERN), t('codes.form.code_invalid')),
    // A percent for a percentage, money for a fixed amount, nothing for no discount.
    amount: yup.string().test('amount', function amount(value) {
      const text = value?.trim() ?? '';
      const type: DiscountType = this.parent.discount_type;
      if (type === 'no_discount') return true;
      if (!text) return this.createError({ message: t('form.required') });
      if (type === 'percentage')
        return (
          Boolean(percentToBasisPoints(text)) ||
          this.createError({ message: t('codes.form.percent_invalid') })
        );
      return parseAmount(text, currency).ok || this.createError({ message: t('form.price_invalid') });
    }),
    minimum_order: yup.string().test(
      'amount',
      t('form.price_invalid'),
      blankOr((text) => /^0*(?:\.0*)?$/.test(text) || parseAmount(text, currency).ok),
    ),
    max_uses: yup
      .string()
      .test(
        'count',
        t('codes.form.max_uses_invalid'),
        blankOr((text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_DISCOUNT_USES),
      )
      .test(
        'uses',
        t('codes.form.limit_below_uses', { count: usedCount }),
        blankOr((text) => limitCoversUses(Number(text), usedCount)),
      ),
    delivery_types: yup.array().min(1, t('codes.form.delivery_types_required')),
    ends_on: yup.string().test('order', t('codes.form.ends_before_starts'), function order(value) {
      return datesInOrder(this.parent.starts_on || null, value || null);
    }),
  });

export const discountCodeValues = (code: AdminDiscountCode | null): DiscountCodeValues => ({
  code: code?.code ?? '',
  discount_type: code?.discount_type ?? 'percentage',
  amount: code?.amount ?? '',
  minimum_order: code?.minimum_order ?? '',
  max_uses: code?.max_uses === null || !code ? '' : String(code.max_uses),
  starts_on: code?.starts_on ?? '',
  ends_on: code?.ends_on ?? '',
  is_active: code?.is_active ?? true,
  delivery_types: code?.delivery_types ?? [...DELIVERY_TYPES],
});

export const discountCodeRequest = (values: DiscountCodeValues): DiscountCodeRequest => ({
  code: values.code.trim(),
  discount_type: values.discount_type,
  amount: values.discount_type === 'no_discount' ? '' : values.amount.trim(),
  minimum_order: values.minimum_order.trim(),
  max_uses: values.max_uses.trim() ? Number(values.max_uses) : null,
  starts_on: values.starts_on || null,
  ends_on: values.ends_on || null,
  is_active: values.is_active,
  delivery_types: DELIVERY_TYPES.every((type) => values.delivery_types.includes(type))
    ? null
    : DELIVERY_TYPES.filter((type) => values.delivery_types.includes(type)),
});
