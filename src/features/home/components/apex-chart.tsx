import type { ApexOptions } from 'apexcharts';
import ReactApexChart from 'react-apexcharts/core';
// Only the chart types and the legend the home page draws: the full build is twice the size.
import 'apexcharts/line';
import 'apexcharts/bar';
import 'apexcharts/donut';
import 'apexcharts/features/legend';

export interface ApexChartProps {
  type: 'line' | 'bar' | 'donut';
  options: ApexOptions;
  series: ApexOptions['series'];
  height: number;
}

/** The one module that pulls in ApexCharts; chart-figure.tsx loads it lazily. */
export default function ApexChart({ type, options, series, height }: ApexChartProps) {
  return <ReactApexChart type={type} options={options} series={series} height={height} width="100%" />;
}
