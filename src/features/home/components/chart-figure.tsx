import { Box, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useInView } from '../hooks/use-in-view';
import { loadCharts } from '../lib/load-charts';
import type { ApexChartProps } from './apex-chart';

const ApexChart = lazy(loadCharts);

/** A chunk that cannot load (offline) or a chart that cannot draw leaves the text table to speak. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A chart with its text alternative: the drawing is hidden from screen readers, which read
 * `label` and the data table instead (the table is also the chart's content when it cannot draw).
 * The charts chunk loads only once the chart nears the screen; until then a placeholder of the
 * chart's size says it is loading.
 */
export function ChartFigure({
  label,
  table,
  ...chart
}: ApexChartProps & { label: string; table: ReactNode }) {
  const { t } = useTranslation('home');
  const [ref, inView] = useInView<HTMLDivElement>();
  // The chart's own height, so nothing below moves when the drawing replaces it (CLS).
  const placeholder = (
    <Box role="status" data-chart-loading="">
      <Skeleton height={`${chart.height}px`} borderRadius="md" />
      <VisuallyHidden>{t('chart_loading')}</VisuallyHidden>
    </Box>
  );
  return (
    <Box role="group" aria-label={label}>
      <Box ref={ref} minHeight={`${chart.height}px`} data-chart={chart.type}>
        <ChartBoundary
          fallback={
            <Text color="fg.muted" fontSize="sm">
              {t('chart_unavailable')}
            </Text>
          }
        >
          <Suspense fallback={placeholder}>
            {inView ? (
              <Box aria-hidden="true">
                <ApexChart {...chart} />
              </Box>
            ) : (
              placeholder
            )}
          </Suspense>
        </ChartBoundary>
      </Box>
      <VisuallyHidden>{table}</VisuallyHidden>
    </Box>
  );
}
