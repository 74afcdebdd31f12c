import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductPatch, ProductRequest } from '@/domain/contracts/catalogue-admin';
import type { MessageResponse, Paginated } from '@/domain/contracts/common';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { pageSizeOf } from '@/lib/pagination';
import { catalogueAdminKeys } from '@/lib/query-keys/catalogue-admin';
import { type ProductSearch, toFilterQuery, toPageQuery } from '../lib/product-search';

const PRODUCTS = '/admin/catalogue/products';

/** One page of the shop's products, newest first; the previous page stays while the next loads. */
export const productListQuery = (search: ProductSearch) => {
  const query = toPageQuery(search);
  return queryOptions({
    queryKey: catalogueAdminKeys.productList({ ...query, per_page: pageSizeOf(search) }),
    queryFn: ({ signal }) =>
      pageSizeOf(search) === 'all'
        ? fetchAllPages<AdminProduct>(PRODUCTS, toFilterQuery(search), signal)
        : apiRequest<Paginated<AdminProduct>>(PRODUCTS, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

/** Every change to a product refreshes the lists (its place, status and counts may move). */
function useProductMutation<A, R extends AdminProduct | MessageResponse>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.products }),
        queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.categories }),
        queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.stores }),
      ]),
  });
}

/** Creates a product, or changes the one given. */
export const useSaveProduct = (id: number | null) =>
  useProductMutation((body: ProductRequest | ProductPatch) =>
    id === null
      ? apiRequest<AdminProduct>(PRODUCTS, { method: 'POST', body })
      : apiRequest<AdminProduct>(`${PRODUCTS}/${id}`, { method: 'PATCH', body }),
  );

/** Archives (out of the shop, kept for its orders) or brings back a product. */
export const useArchiveProduct = () =>
  useProductMutation(({ id, archived }: { id: number; archived: boolean }) =>
    apiRequest<AdminProduct>(`${PRODUCTS}/${id}/${archived ? 'archive' : 'restore'}`, { method: 'POST' }),
  );

export const useDeleteProduct = () =>
  useProductMutation((id: number) => apiRequest<MessageResponse>(`${PRODUCTS}/${id}`, { method: 'DELETE' }));
