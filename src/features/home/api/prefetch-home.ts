import type { QueryClient } from '@tanstack/react-query';
import { kuwaitYear } from '@/domain/business-time';
import type { UserDetails } from '@/domain/contracts/users';
import { hasPermission, PERMISSIONS } from '@/domain/permissions';
import { userDetailsQuery } from '@/lib/shared-queries';
import { preloadCharts } from '../lib/load-charts';
import { type HomeSearch, statisticsParams } from '../lib/period';
import { averageSizeQuery } from './get-average-size';
import { recentActionsQuery, recentOrdersQuery } from './get-recent';
import { statisticsQuery } from './get-statistics';

/**
 * Starts every request the home page makes without waiting for any: the page renders its
 * skeletons at once and stays usable offline (a failed prefetch only leaves an error card).
 */
export async function prefetchHome(
  queryClient: QueryClient,
  lang: string,
  search: HomeSearch,
): Promise<void> {
  const mayViewStatistics = (user: UserDetails | undefined) =>
    user !== undefined && hasPermission(user, PERMISSIONS.viewStatistics);
  // First of all: a module's download starts only once the main thread is free, which the
  // page's first render keeps busy, while the statistics request leaves at once. Unless the
  // user is known not to see statistics (door staff land here before being sent on).
  const known = queryClient.getQueryData(userDetailsQuery().queryKey);
  if (!known || mayViewStatistics(known)) preloadCharts();
  void queryClient.prefetchQuery(recentOrdersQuery(lang));
  void queryClient.prefetchQuery(recentActionsQuery());
  const user = await queryClient.ensureQueryData(userDetailsQuery()).catch(() => undefined);
  if (!mayViewStatistics(user)) return;
  const params = statisticsParams(search);
  if (params) void queryClient.prefetchQuery(statisticsQuery(params, lang));
  void queryClient.prefetchQuery(averageSizeQuery(search.year ?? kuwaitYear()));
}
