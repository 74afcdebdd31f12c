import type { ApexOptions } from 'apexcharts';
import type { Lang } from '@/lib/lang-path';
import { type CartesianData, CHART_COLOURS } from './chart-series';

const FONT = "'Noto Sans', 'Noto Sans Arabic', system-ui, sans-serif";
const MUTED = '#71717a';

export type ValueFormat = (value: number) => string;

/**
 * What every chart shares: the app's fonts and colours, no toolbar, and no animation, so a
 * chart is complete the moment it is drawn (the 1 s budget after the statistics arrive).
 */
function base(lang: Lang): ApexOptions {
  return {
    chart: {
      fontFamily: FONT,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      parentHeightOffset: 0,
      defaultLocale: lang,
      locales: [{ name: lang }],
      // The drawing is hidden from assistive technology (chart-figure.tsx gives the label and a
      // table instead), so it must hold no focusable legend items or live announcements.
      accessibility: { enabled: false },
    },
    colors: [...CHART_COLOURS],
    dataLabels: { enabled: false },
    legend: {
      position: 'bottom',
      fontFamily: FONT,
      labels: { colors: MUTED },
      onItemClick: { toggleDataSeries: false },
    },
    tooltip: { style: { fontFamily: FONT } },
  };
}

/**
 * Line or column chart over categories. In Arabic the categories arrive already reversed
 * (chart-series.ts) and the value axis moves to the right, the start side.
 */
export function cartesianOptions(
  data: CartesianData,
  options: { lang: Lang; rtl: boolean; format: ValueFormat; distributed?: boolean; max?: number },
): ApexOptions {
  const shared = base(options.lang);
  return {
    ...shared,
    xaxis: { categories: data.categories, labels: { style: { colors: MUTED } } },
    yaxis: {
      opposite: options.rtl,
      min: 0,
      max: options.max,
      labels: { formatter: options.format, style: { colors: MUTED } },
    },
    stroke: { width: 3, curve: 'smooth' },
    markers: { size: 3 },
    plotOptions: { bar: { borderRadius: 4, columnWidth: '55%', distributed: options.distributed ?? false } },
    legend: { ...shared.legend, show: !options.distributed && data.series.length > 1 },
    // Room at both ends for the first and last category names, which the axis centres on the edge.
    grid: { borderColor: '#e4e4e7', padding: { left: 16, right: 16 } },
    tooltip: { ...shared.tooltip, y: { formatter: options.format } },
  };
}

/** Doughnut of shares; the centre shows the total under `totalLabel`. */
export function doughnutOptions(
  labels: string[],
  options: { lang: Lang; totalLabel: string; format: ValueFormat },
): ApexOptions {
  const shared = base(options.lang);
  return {
    ...shared,
    labels,
    stroke: { width: 2 },
    plotOptions: {
      pie: {
        donut: {
          size: '62%',
          labels: {
            show: true,
            value: { formatter: (value: string) => options.format(Number(value)) },
            total: {
              show: true,
              label: options.totalLabel,
              formatter: (chart: { globals: { seriesTotals: number[] } }) =>
                options.format(chart.globals.seriesTotals.reduce((sum, value) => sum + value, 0)),
            },
          },
        },
      },
    },
    tooltip: { ...shared.tooltip, y: { formatter: options.format } },
  };
}
