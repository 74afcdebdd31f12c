import { currencyDecimals, isCurrencyCode, MAX_MAJOR_DIGITS } from '@/domain/money';

export type RefundAmountError =
  | { key: 'not_positive' }
  | { key: 'decimals'; decimals: number }
  | { key: 'too_much' };

/** SPEC 5: the currency's decimals (3 for KWD, 2 for most), and 3 when the currency is unknown. */
export function refundDecimals(currency: string | null | undefined): number {
  return currency && isCurrencyCode(currency) ? currencyDecimals(currency) : 3;
}

/** Minor units of a plain decimal string, read digit by digit (no float), or null if not one. */
function minorOf(text: string, decimals: number): number | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.') return null;
  const whole = (match[1] ?? '').replace(/^0+/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals || whole.length > MAX_MAJOR_DIGITS) return null;
  return Number.parseInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`, 10);
}

/**
 * The refund/capture amount rules of SPEC 5. Empty is valid: it is sent as null and the
 * server takes everything available.
 */
export function checkRefundAmount(
  input: string,
  currency: string | null | undefined,
  available: string | null | undefined,
): RefundAmountError | null {
  const text = input.trim();
  if (text === '') return null;
  const decimals = refundDecimals(currency);
  const fraction = /^\d*\.(\d*)$/.exec(text)?.[1];
  if (fraction !== undefined && fraction.replace(/0+$/, '').length > decimals) {
    return { key: 'decimals', decimals };
  }
  const minor = minorOf(text, decimals);
  if (minor === null || minor <= 0) return { key: 'not_positive' };
  const availableMinor = available ? minorOf(available.trim(), decimals) : null;
  if (availableMinor !== null && minor > availableMinor) return { key: 'too_much' };
  return null;
}

/** SPEC 5: an empty amount is sent as null (everything available). */
export const amountToSend = (input: string): string | null => input.trim() || null;
