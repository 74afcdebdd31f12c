/**
 * Report periods of the dashboard home (SPEC 7.7), computed in Asia/Kuwait. A value, not
 * contract: the PWA reads the list at runtime to offer and parse the period filter.
 */
export const REPORT_PERIODS = ['day', 'week', 'month', 'year', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
