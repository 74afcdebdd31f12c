import type { Lang } from '@/domain/contracts/common';
import { formatNumber } from '@/domain/number-formats';

/**
 * The values of a plural bulk string: `count` picks the plural form and must stay a number
 * (a string count picks no form), so the text shows `{{formatted_count}}`, "90,000" rather
 * than "90000", written in the language's one digit style.
 */
export const countValues = (count: number, lang: Lang): { count: number; formatted_count: string } => ({
  count,
  formatted_count: formatNumber(count, lang),
});
