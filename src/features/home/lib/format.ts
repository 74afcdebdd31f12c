// Latin digits in both languages, as money (src/domain/money.ts) and dates elsewhere in the dashboard.
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (value: number): string => counts.format(value);

/** "12.5%"; the sign is left to the caller (growth shows an arrow instead). */
export const formatPercent = (value: number): string => `${oneDecimal.format(value)}%`;
