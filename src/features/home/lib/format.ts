import { numberFormat } from '@/domain/number-formats';

// The figures read the same in both languages, with the digits every screen uses (number-formats).
const counts = numberFormat('en', { maximumFractionDigits: 0 });
const oneDecimal = numberFormat('en', { maximumFractionDigits: 1 });

export const formatCount = (value: number): string => counts.format(value);

/** "12.5%"; the sign is left to the caller (growth shows an arrow instead). */
export const formatPercent = (value: number): string => `${oneDecimal.format(value)}%`;
