import { queryOptions } from '@tanstack/react-query';
import type { Branch } from '@/domain/contracts/food';
import { apiRequest } from '@/lib/api-client';
import { kitchenKeys } from '@/lib/query-keys/staff';
import { FOOD_API } from './orders';

/** Every branch of the merchant (a handful; the page shows them 10 at a time). */
export const branchesQuery = (lang: string) =>
  queryOptions({
    queryKey: kitchenKeys.branches(lang),
    queryFn: ({ signal }) => apiRequest<Branch[]>(`${FOOD_API}/branches`, { signal }),
  });

export const branchQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: kitchenKeys.branch(id, lang),
    queryFn: ({ signal }) => apiRequest<Branch>(`${FOOD_API}/branches/${encodeURIComponent(id)}`, { signal }),
  });
