/**
 * The charts chunk (ApexCharts, ~190 KB gzipped): more than the rest of the page's first load
 * together, so it is fetched only when a chart comes near the screen (chart-figure.tsx), after
 * the figures it illustrates, and never by a page whose charts stay out of view.
 */
export const loadCharts = () => import('../components/apex-chart');
