import type { AverageTransactionSize, DashboardStatistics } from '@/domain/contracts/dashboard';
import { colors } from '@/lib/theme-tokens';

type Shade = '300' | '400' | '500' | '600' | '700';
const token = (palette: 'orange' | 'blue' | 'green' | 'red' | 'gray', shade: Shade): string =>
  (colors as unknown as Record<string, Record<string, { value: string }>>)[palette]?.[shade]?.value ??
  '#f97316';

/** Series colours from the theme, the brand orange first (SPEC 9 main colour). */
export const CHART_COLOURS: readonly string[] = [
  token('orange', '500'),
  token('blue', '500'),
  token('green', '500'),
  token('red', '400'),
  token('gray', '500'),
  token('orange', '300'),
  token('blue', '300'),
  token('green', '700'),
];

/** Time and category axes read from the start side: right to left in Arabic. */
export function forDirection<T>(items: readonly T[], rtl: boolean): T[] {
  return rtl ? [...items].reverse() : [...items];
}

export interface CartesianData {
  categories: string[];
  /** null: no point (a month without paid transactions has no average). */
  series: { name: string; data: (number | null)[] }[];
}

/**
 * Twelve monthly averages per currency. The values are display-only chart heights; the
 * exact decimal strings stay in the text table beside the chart. A paid transaction is never
 * zero, so a zero average means a month without any (or still to come): a gap, not a drop.
 */
export function averageSizeData(
  data: AverageTransactionSize,
  months: readonly string[],
  rtl: boolean,
): CartesianData {
  return {
    categories: forDirection(months, rtl),
    series: data.series.map((entry) => ({
      name: entry.currency_code,
      data: forDirection(
        entry.months.map((value) => Number(value) || null),
        rtl,
      ),
    })),
  };
}

/** Gateways with at least one transaction, largest share first, for the doughnut. */
export function gatewayShares(rows: DashboardStatistics['paid_per_gateway']): {
  labels: string[];
  values: number[];
} {
  const shown = rows.filter((row) => row.value > 0).sort((a, b) => b.value - a.value);
  return { labels: shown.map((row) => row.name), values: shown.map((row) => row.value) };
}

/** One bar per gateway: its success rate in percent. */
export function gatewaySuccessData(
  rows: DashboardStatistics['success_rate_per_gateway'],
  seriesName: string,
  rtl: boolean,
): CartesianData {
  return {
    categories: forDirection(
      rows.map((row) => row.name),
      rtl,
    ),
    series: [
      {
        name: seriesName,
        data: forDirection(
          rows.map((row) => row.value),
          rtl,
        ),
      },
    ],
  };
}

/**
 * The points of a sparkline polyline in a width × height box, oldest at the start side
 * (the left in English, the right in Arabic). A flat or single-value series sits mid-height.
 */
export function sparklinePoints(
  values: readonly number[],
  width: number,
  height: number,
  rtl: boolean,
): string {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const along = values.length > 1 ? index * step : width / 2;
      const x = rtl ? width - along : along;
      const y = span === 0 ? height / 2 : height - ((value - min) / span) * height;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Whether the statistics hold anything to draw at all. */
export function hasActivity(stats: DashboardStatistics): boolean {
  return stats.total_paid.value > 0 || stats.paid_per_gateway.some((row) => row.value > 0);
}
