import { currencyDecimals, parseAmount } from '../../../src/domain/money.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { moneyVar } from '../../lib/i18n.ts';
import type { Restriction } from './repository.ts';

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

/** The restriction's bounds, inclusive. */
export function checkBounds(minor: number, restriction: Restriction): void {
  const { currency, minMinor, maxMinor } = restriction;
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
