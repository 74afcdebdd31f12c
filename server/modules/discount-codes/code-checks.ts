import {
  isCalendarDate,
  kuwaitDateOf,
  kuwaitDayEnd,
  kuwaitDayStart,
} from '../../../src/domain/business-time.ts';
import type { DiscountCodeRequest } from '../../../src/domain/contracts/discount-codes.ts';
import { datesInOrder, limitCoversUses, normalCode } from '../../../src/domain/discount-code-rules.ts';
import { basisPointsToPercent, percentToBasisPoints } from '../../../src/domain/food-pricing.ts';
import {
  currencyDecimals,
  formatAmount,
  minorFromDb,
  parseAmount,
  parseDecimal,
} from '../../../src/domain/money.ts';
import { DELIVERY_TYPES } from '../../../src/domain/order-states.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import type { DiscountCodeColumns, DiscountCodeRow } from './repository.ts';

/** A code's wanted values after the checks: as the form shows them, and as the table keeps them. */
export interface CheckedCode {
  request: DiscountCodeRequest;
  columns: DiscountCodeColumns;
}

/** What a check asks of the database: whether the code is another's, and the uses it has had. */
export interface CodeReferences {
  codeTaken: boolean;
  usedCount: number;
}

function money(field: string, text: string, currency: string, errors: Record<string, Msg[]>): number {
  const parsed = parseAmount(text, currency);
  if (parsed.ok) return parsed.minor;
  errors[field] = [
    parsed.error.key === 'too_many_decimals'
      ? msg('amount.too_many_decimals', { decimals: currencyDecimals(currency) })
      : msg('amount.not_positive'),
  ];
  return 0;
}

/** A minimum order may be none (empty or zero); otherwise an amount in the currency's decimals. */
function minimumOrder(text: string, currency: string, errors: Record<string, Msg[]>): number {
  const decimals = currencyDecimals(currency);
  const parsed = parseDecimal(text, decimals);
  if (parsed.ok) return parsed.minor;
  errors.minimum_order = [
    parsed.error === 'too_many_decimals'
      ? msg('amount.too_many_decimals', { decimals })
      : msg('amount.not_positive'),
  ];
  return 0;
}

/** The code's last day ends a second before the next Kuwait day starts, as the demo's codes do. */
const lastInstantOf = (day: string): Date => new Date(kuwaitDayEnd(day).getTime() - 1000);

/** The request a stored code answers with (and that a change is compared with). */
export function requestOf(row: DiscountCodeRow, currency: string): DiscountCodeRequest {
  const minimum = minorFromDb(row.minimum_order_minor);
  return {
    code: row.code,
    discount_type: row.discount_type,
    amount:
      row.discount_type === 'percentage'
        ? basisPointsToPercent(row.percent_bp)
        : row.discount_type === 'fixed'
          ? formatAmount(minorFromDb(row.amount_minor), currency)
          : '',
    minimum_order: minimum === 0 ? '' : formatAmount(minimum, currency),
    max_uses: row.max_uses,
    starts_on: row.starts_at === null ? null : kuwaitDateOf(new Date(row.starts_at)),
    ends_on: row.ends_at === null ? null : kuwaitDateOf(new Date(row.ends_at)),
    is_active: row.is_active,
    delivery_types:
      row.delivery_types === null
        ? null
        : DELIVERY_TYPES.filter((type) => row.delivery_types?.includes(type)),
  };
}

/**
 * Checks a whole code (a new one, or one with a change applied), every field at once so the
 * form shows every problem in one answer; 400 with the fields' errors otherwise.
 */
export function checkCode(input: DiscountCodeRequest, currency: string, refs: CodeReferences): CheckedCode {
  const errors: Record<string, Msg[]> = {};
  const code = normalCode(input.code);
  if (refs.codeTaken) errors.code = [msg('discount_codes.code_taken')];
  let percentBp = 0;
  let amountMinor = 0;
  if (input.discount_type === 'percentage') {
    percentBp = percentToBasisPoints(input.amount) ?? 0;
    if (percentBp === 0) errors.amount = [msg('discount_codes.percent_invalid')];
  } else if (input.discount_type === 'fixed') {
    amountMinor = money('amount', input.amount.trim(), currency, errors);
  }
  const minimumText = input.minimum_order.trim();
  const minimum = minimumText === '' ? 0 : minimumOrder(minimumText, currency, errors);
  for (const field of ['starts_on', 'ends_on'] as const) {
    const day = input[field];
    if (day !== null && !isCalendarDate(day)) errors[field] = [msg('discount_codes.day_invalid')];
  }
  if (!errors.starts_on && !errors.ends_on && !datesInOrder(input.starts_on, input.ends_on))
    errors.ends_on = [msg('discount_codes.ends_before_starts')];
  if (!limitCoversUses(input.max_uses, refs.usedCount))
    errors.max_uses = [msg('discount_codes.limit_below_uses', { used: refs.usedCount })];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  // Kept in DELIVERY_TYPES' order, so a change is told from the same list reordered.
  const deliveryTypes = input.delivery_types
    ? DELIVERY_TYPES.filter((type) => input.delivery_types?.includes(type))
    : null;
  const columns: DiscountCodeColumns = {
    code,
    discount_type: input.discount_type,
    percent_bp: percentBp,
    amount_minor: amountMinor,
    minimum_order_minor: minimum,
    max_uses: input.max_uses,
    starts_at: input.starts_on === null ? null : kuwaitDayStart(input.starts_on),
    ends_at: input.ends_on === null ? null : lastInstantOf(input.ends_on),
    is_active: input.is_active,
    delivery_types: deliveryTypes === null ? null : JSON.stringify(deliveryTypes),
  };
  // Stored and logged as the form shows them: "10.00" and "10" are one percent.
  const request: DiscountCodeRequest = {
    ...input,
    code,
    amount:
      input.discount_type === 'percentage'
        ? basisPointsToPercent(percentBp)
        : input.discount_type === 'fixed'
          ? formatAmount(amountMinor, currency)
          : '',
    minimum_order: minimum === 0 ? '' : formatAmount(minimum, currency),
    delivery_types: deliveryTypes,
  };
  return { request, columns };
}
