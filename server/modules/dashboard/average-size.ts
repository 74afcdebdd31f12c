import { kuwaitYear } from '../../../src/domain/business-time.ts';
import type { AverageTransactionSize } from '../../../src/domain/contracts/dashboard.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import type { PaidMonth } from './repository.ts';

/** SPEC 9: the year select lists ten years, the current one first. */
export const YEAR_CHOICES = 10;

export const selectableYears = (now: Date) => {
  const current = kuwaitYear(now);
  return Array.from({ length: YEAR_CHOICES }, (_, i) => current - i);
};

/** Mean in minor units, rounded half-up; BigInt because a year's sum can pass 2^53. */
export function averageMinor(sum: bigint, count: bigint): bigint {
  return count > 0n ? (2n * sum + count) / (2n * count) : 0n;
}

/** Monthly average paid transaction (by created time in Asia/Kuwait) per currency, KWD first. */
export function averageTransactionSize(
  rows: readonly PaidMonth[],
  year: number,
  now: Date,
): AverageTransactionSize {
  const series = new Map<string, string[]>();
  for (const row of rows) {
    const code = row.currency.trim();
    const months = series.get(code) ?? Array.from({ length: 12 }, () => formatAmount(0, code));
    months[row.month - 1] = formatAmount(Number(averageMinor(BigInt(row.total), BigInt(row.n))), code);
    series.set(code, months);
  }
  return {
    year,
    years: selectableYears(now),
    series: [...series]
      .sort(([a], [b]) => (a === 'KWD' ? -1 : b === 'KWD' ? 1 : a.localeCompare(b)))
      .map(([currency_code, months]) => ({ currency_code, months })),
  };
}
