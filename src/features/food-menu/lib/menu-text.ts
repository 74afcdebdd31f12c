import type { LocalizedText } from '@/domain/contracts/food';
import { formatAmountGrouped, parseAmount } from '@/domain/money';
import type { Lang } from '@/lib/lang-path';

/** The text in the page's language; the menu holds both. */
export const pick = (text: LocalizedText, lang: Lang) => text[lang] || text.en;

/** An API amount ("2.500") in minor units; "0.000" and anything unreadable count as zero. */
export function minorOf(amount: string | null | undefined, currency: string): number {
  if (!amount) return 0;
  const parsed = parseAmount(amount, currency);
  return parsed.ok ? parsed.minor : 0;
}

/** "2.500 KWD"; the amount stays left to right inside Arabic text (wrap it in <bdi>). */
export const money = (minor: number, currency: string) =>
  `${formatAmountGrouped(minor, currency)} ${currency}`;

/**
 * An amount inside a sentence: Unicode isolates (LRI … PDI) keep "2.500 KWD" in that order
 * inside Arabic text, where a <bdi> element cannot reach into a translated string.
 */
export const moneyInText = (minor: number, currency: string) => `\u2066${money(minor, currency)}\u2069`;
