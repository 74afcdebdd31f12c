import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AttentionOrder, AttentionOrders } from '@/domain/contracts/catalogue';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { pageQueryOf, pageSizeOf } from '@/lib/pagination';
import { catalogueAttentionKeys } from '@/lib/query-keys/staff';
import type { AttentionSearch } from '../lib/attention-search';

const PATH = '/plugins/catalogue/order/needs-attention';

/** One page of flagged orders, newest first; the previous page stays while the next loads. */
export const attentionOrdersQuery = (search: AttentionSearch) => {
  const query = pageQueryOf(search);
  return queryOptions({
    queryKey: catalogueAttentionKeys.list({ ...query, per_page: pageSizeOf(search) }),
    queryFn: ({ signal }) =>
      pageSizeOf(search) === 'all'
        ? fetchAllPages<AttentionOrder>(PATH, {}, signal)
        : apiRequest<AttentionOrders>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
};
