import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paginated } from '@/domain/contracts/common';
import type { ActivityEntry } from '@/domain/contracts/users';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys/staff';

export const ACTIONS_PAGE_SIZE = 10;

/** The merchant's recent staff actions, newest first. */
export const actionsQuery = (offset: number) => {
  const params = { limit: ACTIONS_PAGE_SIZE, offset };
  return queryOptions({
    queryKey: userKeys.actions(params),
    queryFn: ({ signal }) => apiRequest<Paginated<ActivityEntry>>('/user/actions', { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};
