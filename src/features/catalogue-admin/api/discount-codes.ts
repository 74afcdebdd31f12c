import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paginated } from '@/domain/contracts/common';
import type {
  AdminDiscountCode,
  DiscountCodePatch,
  DiscountCodeRequest,
} from '@/domain/contracts/discount-codes';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { pageSizeOf } from '@/lib/pagination';
import { catalogueAdminKeys } from '@/lib/query-keys/catalogue-admin';
import { type CodeSearch, toCodePageQuery } from '../lib/code-search';

const CODES = '/admin/discount-codes';

/** One page of the merchant's codes, newest first; the previous page stays while the next loads. */
export const codeListQuery = (search: CodeSearch) => {
  const query = toCodePageQuery(search);
  return queryOptions({
    queryKey: catalogueAdminKeys.discountCodeList({ ...query, per_page: pageSizeOf(search) }),
    queryFn: ({ signal }) =>
      pageSizeOf(search) === 'all'
        ? fetchAllPages<AdminDiscountCode>(CODES, { search: search.q }, signal)
        : apiRequest<Paginated<AdminDiscountCode>>(CODES, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

function useCodeMutation<A>(call: (arg: A) => Promise<AdminDiscountCode>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.discountCodes }),
  });
}

/** Creates a code, or changes the one given. */
export const useSaveDiscountCode = (id: number | null) =>
  useCodeMutation((body: DiscountCodeRequest | DiscountCodePatch) =>
    id === null
      ? apiRequest<AdminDiscountCode>(CODES, { method: 'POST', body })
      : apiRequest<AdminDiscountCode>(`${CODES}/${id}`, { method: 'PATCH', body }),
  );

export const useDeactivateDiscountCode = () =>
  useCodeMutation((id: number) =>
    apiRequest<AdminDiscountCode>(`${CODES}/${id}/deactivate`, { method: 'POST' }),
  );
