import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paginated } from '@/domain/contracts/common';
import type { StaffMember } from '@/domain/contracts/staff';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { pageSizeOf } from '@/lib/pagination';
import { staffKeys } from '@/lib/query-keys/staff';
import { type StaffSearch, toFilterQuery, toPageQuery } from '../lib/staff-search';

export const STAFF = '/admin/staff';

/** One page of the owner's team, by username; the previous page stays while the next loads. */
export const staffListQuery = (search: StaffSearch) => {
  const query = toPageQuery(search);
  return queryOptions({
    queryKey: staffKeys.list({ ...query, per_page: pageSizeOf(search) }),
    queryFn: ({ signal }) =>
      pageSizeOf(search) === 'all'
        ? fetchAllPages<StaffMember>(STAFF, { ...toFilterQuery(search) }, signal)
        : apiRequest<Paginated<StaffMember>>(STAFF, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
};
