import { currencyDecimals, isCurrencyCode, parseDecimal } from '@/domain/money';

export type RefundAmountError =
  | { key: 'not_positive' }
  | { key: 'decimals'; decimals: number }
  | { key: 'too_much' };

/** SPEC 5: the currency's decimals (3 for KWD, 2 for most), and 3 when the currency is unknown. */
export function refundDecimals(currency: string | null | undefined): number {
  return currency && isCurrencyCode(currency) ? currencyDecimals(currency) : 3;
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
  const parsed = parseDecimal(text, decimals);
  if (!parsed.ok && parsed.error === 'too_many_decimals') return { key: 'decimals', decimals };
  if (!parsed.ok || parsed.minor <= 0) return { key: 'not_positive' };
  const limit = available ? parseDecimal(available.trim(), decimals) : null;
  if (limit?.ok && parsed.minor > limit.minor) return { key: 'too_much' };
  return null;
}

/** SPEC 5: an empty amount is sent as null (everything available). */
export const amountToSend = (input: string): string | null => input.trim() || null;
