// Latin digits in both languages, as money and dates elsewhere in the dashboard.
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (value: number): string => counts.format(value);

/** "12.5%"; the sign is left to the caller (growth shows an arrow instead). */
export const formatPercent = (value: number): string => `${oneDecimal.format(value)}%`;

/**
 * "1234567.500" → "1,234,567.500". Money arrives as a decimal string and is grouped as text,
 * so its decimals stay exactly the currency's.
 */
export function groupDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "12.500 KWD" — the code follows the amount in both languages, as on the pay page. */
export const formatMoney = (value: string, currency: string): string => `${groupDecimal(value)} ${currency}`;
