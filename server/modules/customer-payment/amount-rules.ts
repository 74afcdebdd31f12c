import { currencyDecimals, parseAmount } from '../../../src/domain/money.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { moneyVar } from '../../lib/i18n.ts';
import type { Bounds } from './repository.ts';

/** Minor units of a typed amount, or a 400 {amount:[…]} in the customer's language. */
export function parseAmountField(text: string, currency: string, field = 'amount'): number {
  const parsed = parseAmount(text, currency);
  if (parsed.ok) return parsed.minor;
  if (parsed.error.key === 'too_many_decimals') {
    throw fieldErrors({
      [field]: [msg('amount.too_many_decimals', { decimals: currencyDecimals(currency) })],
    });
  }
  throw fieldErrors({ [field]: [msg('amount.not_positive')] });
}

/** The bounds of the currency being paid, inclusive. */
export function checkPaidBounds(minor: number, currency: string, { minMinor, maxMinor }: Bounds): void {
  if (minMinor !== null && minor < minMinor) {
    throw fieldErrors({
      amount: [msg('amount.below_min', { min: moneyVar(minMinor, currency) })],
    });
  }
  if (maxMinor !== null && minor > maxMinor) {
    throw fieldErrors({
      amount: [msg('amount.above_max', { max: moneyVar(maxMinor, currency) })],
    });
  }
}
