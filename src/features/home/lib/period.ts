import { addDays, isCalendarDate, kuwaitToday } from '@/domain/business-time';
import { REPORT_PERIODS, type ReportPeriod } from '@/domain/report-periods';

/** The home page's search parameters: the report period and the average-size year live in the URL. */
export type HomeSearch = {
  period?: ReportPeriod;
  date_after?: string;
  date_before?: string;
  year?: number;
};

/** SPEC 9: the report period starts on a day. */
export const DEFAULT_PERIOD: ReportPeriod = 'day';
/** SPEC 9: the year list holds ten years. */
export const YEAR_COUNT = 10;
/** A new custom range starts as the last seven days, so the page has figures at once. */
const CUSTOM_RANGE_DAYS = 7;

export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  const period = REPORT_PERIODS.find((choice) => choice === search.period);
  const year = Number(search.year);
  return {
    period,
    date_after: isCalendarDate(search.date_after) ? search.date_after : undefined,
    date_before: isCalendarDate(search.date_before) ? search.date_before : undefined,
    year: Number.isInteger(year) && year >= 2000 && year <= 9999 ? year : undefined,
  };
}

export interface StatisticsParams {
  period: ReportPeriod;
  date_after?: string;
  date_before?: string;
}

/**
 * What GET /dashboard/statistics is asked for; null while a custom range is incomplete or
 * ends before it starts (the page asks the person to finish it instead of fetching).
 */
export function statisticsParams(search: HomeSearch): StatisticsParams | null {
  const period = search.period ?? DEFAULT_PERIOD;
  if (period !== 'custom') return { period };
  const { date_after, date_before } = search;
  if (!date_after || !date_before || date_before < date_after) return null;
  return { period, date_after, date_before };
}

/** The search after the person picks a period; a custom one gets a starting range. */
export function searchForPeriod(
  search: HomeSearch,
  period: ReportPeriod,
  now: Date = new Date(),
): HomeSearch {
  if (period !== 'custom') return { ...search, period, date_after: undefined, date_before: undefined };
  const today = kuwaitToday(now);
  return {
    ...search,
    period,
    date_after: search.date_after ?? addDays(today, 1 - CUSTOM_RANGE_DAYS),
    date_before: search.date_before ?? today,
  };
}

/** SPEC 5: To's minimum is From, so moving From past To carries To along. */
export function searchForRange(
  search: HomeSearch,
  change: { date_after?: string; date_before?: string },
): HomeSearch {
  const next = { ...search, ...change, period: 'custom' as const };
  if ('date_after' in change && next.date_after && next.date_before && next.date_before < next.date_after) {
    next.date_before = next.date_after;
  }
  return next;
}
