import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminActivityEntry, AdminActivityFilters } from '@/domain/contracts/admin-activity';
import type { Paginated } from '@/domain/contracts/common';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { pageSizeOf } from '@/lib/pagination';
import { adminLogKeys } from '@/lib/query-keys/staff';
import { type AdminLogSearch, toFilterQuery, toPageQuery } from '../lib/admin-log-search';

const ADMIN_LOG = '/admin/activity';

/** One page of the log, newest first, described in `lang`; the previous page stays while the next loads. */
export const adminLogQuery = (search: AdminLogSearch, lang: string) => {
  const query = toPageQuery(search);
  return queryOptions({
    queryKey: adminLogKeys.list({ ...query, per_page: pageSizeOf(search) }, lang),
    queryFn: ({ signal }) =>
      pageSizeOf(search) === 'all'
        ? fetchAllPages<AdminActivityEntry>(ADMIN_LOG, { ...toFilterQuery(search) }, signal)
        : apiRequest<Paginated<AdminActivityEntry>>(ADMIN_LOG, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
};

/** The users and areas the log's entries have: the filters offer only those. */
export const adminLogFiltersQuery = () =>
  queryOptions({
    queryKey: adminLogKeys.filters,
    queryFn: ({ signal }) => apiRequest<AdminActivityFilters>(`${ADMIN_LOG}/filters`, { signal }),
  });
