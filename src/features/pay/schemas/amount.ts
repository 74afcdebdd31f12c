import { parseAmount } from '@/domain/money';
import type { TFunction } from '@/lib/i18n-runtime';

/** The client-side message of an amount, in the page's language; undefined when it is valid. */
export function amountError(text: string, currency: string, t: TFunction): string | undefined {
  const parsed = parseAmount(text, currency);
  if (parsed.ok) return undefined;
  if (parsed.error.key === 'too_many_decimals')
    return t('pay:amount.decimals', { decimals: parsed.error.decimals });
  return t('pay:amount.not_positive');
}
