import { queryOptions } from '@tanstack/react-query';
import type { DashboardStatistics, StatisticsOptions } from '@/domain/contracts/dashboard';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys/staff';
import type { StatisticsParams } from '../lib/period';

/** Period choices come translated by Accept-Language, so they are cached per language. */
export const statisticsOptionsQuery = (lang: string) =>
  queryOptions({
    queryKey: dashboardKeys.statisticsOptions(lang),
    queryFn: ({ signal }) =>
      apiRequest<StatisticsOptions>('/dashboard/statistics', { method: 'OPTIONS', signal }),
    staleTime: 10 * 60_000,
  });

/** Gateway names arrive in the request language, hence the language in the key. */
export const statisticsQuery = (params: StatisticsParams, lang: string) =>
  queryOptions({
    queryKey: dashboardKeys.statistics(params, lang),
    queryFn: ({ signal }) =>
      apiRequest<DashboardStatistics>('/dashboard/statistics', { query: { ...params }, signal }),
    staleTime: 60_000,
  });
