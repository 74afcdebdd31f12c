import { queryOptions } from '@tanstack/react-query';
import type { SectionsResponse } from '@/domain/api-types';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Dashboard sections the server enables for this user (SPEC 2.3 side drawer). */
export const sectionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.sections.all,
    queryFn: ({ signal }) => apiRequest<SectionsResponse>('/plugins/sections', { signal }),
    staleTime: 5 * 60_000,
  });
