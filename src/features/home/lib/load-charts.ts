/**
 * The charts chunk (ApexCharts, ~200 KB gzipped). The home page's loader starts it beside the
 * statistics request for users who may see statistics, so the charts are drawn within the 1 s
 * budget once the figures arrive; no other page, and no first paint, waits for it.
 */
export const loadCharts = () => import('../components/apex-chart');

export function preloadCharts(): void {
  loadCharts().catch(() => undefined);
}
