import type { QueryClient } from '@tanstack/react-query';
import { kuwaitYear } from '@/domain/business-time';
import type { UserDetails } from '@/domain/contracts/users';
import { hasPermission, PERMISSIONS } from '@/domain/permissions';
import { userDetailsQuery } from '@/lib/shared-queries';
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
  // The charts chunk is not started here: it loads when a chart nears the screen
  // (chart-figure.tsx), so the figures' first load stays within the dashboard's JS budget.
  void queryClient.prefetchQuery(recentOrdersQuery(lang));
  void queryClient.prefetchQuery(recentActionsQuery());
  const user = await queryClient.ensureQueryData(userDetailsQuery()).catch(() => undefined);
  if (!mayViewStatistics(user)) return;
  const params = statisticsParams(search);
  if (params) void queryClient.prefetchQuery(statisticsQuery(params, lang));
  void queryClient.prefetchQuery(averageSizeQuery(search.year ?? kuwaitYear()));
}
