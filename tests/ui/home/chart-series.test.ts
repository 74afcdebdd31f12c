import { describe, expect, it } from 'vitest';
import type { DashboardStatistics } from '@/domain/contracts/dashboard';
import { monthNames } from '@/domain/date-formats';
import { cartesianOptions } from '@/features/home/lib/chart-options';
import {
  averageSizeData,
  CHART_COLOURS,
  gatewayShares,
  gatewaySuccessData,
  sparklinePoints,
} from '@/features/home/lib/chart-series';

const MONTHS = monthNames('en');
const AVERAGE = {
  year: 2026,
  years: [2026, 2025],
  series: [
    { currency_code: 'KWD', months: ['10.500', '0.000', '7.250', ...Array(9).fill('0.000')] },
    { currency_code: 'USD', months: ['20.00', ...Array(11).fill('0.00')] },
  ],
};

describe('chart series', () => {
  it('draws one average-size line per currency over the twelve months', () => {
    const data = averageSizeData(AVERAGE, MONTHS, false);
    expect(data.categories[0]).toBe('Jan');
    expect(data.series.map((entry) => entry.name)).toEqual(['KWD', 'USD']);
    // February had no paid transaction: a gap in the line, not a fall to zero.
    expect(data.series[0]?.data.slice(0, 3)).toEqual([10.5, null, 7.25]);
  });

  it('runs time from right to left in Arabic', () => {
    const data = averageSizeData(AVERAGE, MONTHS, true);
    expect(data.categories.at(-1)).toBe('Jan');
    expect(data.series[0]?.data.at(-1)).toBe(10.5);
    expect(cartesianOptions(data, { lang: 'ar', rtl: true, format: String }).yaxis).toMatchObject({
      opposite: true,
    });
    expect(cartesianOptions(data, { lang: 'en', rtl: false, format: String }).yaxis).toMatchObject({
      opposite: false,
    });
  });

  it('leaves gateways without transactions out of the doughnut, largest first', () => {
    const rows: DashboardStatistics['paid_per_gateway'] = [
      { name: 'KNET', code: 'knet', logo: null, value: 40 },
      { name: 'Cash', code: 'cod', logo: null, value: 0 },
      { name: 'KPay', code: 'kpay', logo: null, value: 90 },
    ];
    expect(gatewayShares(rows)).toEqual({ labels: ['KPay', 'KNET'], values: [90, 40] });
  });

  it('gives each gateway one success-rate column', () => {
    const rows = [
      { name: 'KNET', code: 'knet', logo: null, value: 91.2 },
      { name: 'Visa', code: 'visa', logo: null, value: 70 },
    ];
    expect(gatewaySuccessData(rows, 'Success rate', true)).toEqual({
      categories: ['Visa', 'KNET'],
      series: [{ name: 'Success rate', data: [70, 91.2] }],
    });
  });

  it('starts the sparkline on the left in English and on the right in Arabic', () => {
    expect(sparklinePoints([0, 5, 10], 100, 20, false)).toBe('0,20 50,10 100,0');
    expect(sparklinePoints([0, 5, 10], 100, 20, true)).toBe('100,20 50,10 0,0');
    expect(sparklinePoints([3, 3], 100, 20, false)).toBe('0,10 100,10');
    expect(sparklinePoints([], 100, 20, false)).toBe('');
  });

  it('uses the brand orange first', () => {
    expect(CHART_COLOURS[0]).toBe('#f97316');
  });
});
