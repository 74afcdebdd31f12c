import { queryOptions } from '@tanstack/react-query';
import type { MerchantConfig, SectionsResponse } from '@/domain/contracts/merchant';
import type { UserDetails } from '@/domain/contracts/users';
import { configKeys, sectionKeys, userKeys } from '@/lib/query-keys/staff';
import { apiRequest } from './api-client';

/** SPEC 9: the idle time used when the config cannot be read. */
export const DEFAULT_SESSION_IDLE_MS = 1_200_000;

/** Public merchant config; read by the shell (admin link, idle time) and public pages. */
export const configQuery = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: ({ signal }) => apiRequest<MerchantConfig>('/config/', { signal }),
    staleTime: 5 * 60_000,
  });

/** The signed-in user; the shell greets them and the user page edits them. */
export const userDetailsQuery = () =>
  queryOptions({
    queryKey: userKeys.details(),
    queryFn: ({ signal }) => apiRequest<UserDetails>('/user/details', { signal }),
  });

/** Dashboard sections the server enables for this user (SPEC 2.3 side drawer, section routes). */
export const sectionsQuery = () =>
  queryOptions({
    queryKey: sectionKeys.all,
    queryFn: ({ signal }) => apiRequest<SectionsResponse>('/plugins/sections', { signal }),
    staleTime: 5 * 60_000,
  });
