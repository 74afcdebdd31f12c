import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AttentionCount, AttentionList } from '@/domain/contracts/payment-attention';
import type { AttentionFilter } from '@/domain/payment-attention';
import { apiRequest } from '@/lib/api-client';
import { paymentAttentionKeys } from '@/lib/query-keys/staff';

/** The rows of one filter, newest first; a merchant has few, so one page of 100 holds them. */
export const paymentAttentionQuery = (state: AttentionFilter) =>
  queryOptions({
    queryKey: paymentAttentionKeys.list(state),
    queryFn: ({ signal }) =>
      apiRequest<AttentionList>('/payment-attention', { query: { state, limit: 100 }, signal }),
    placeholderData: keepPreviousData,
  });

/** How many wait for a decision: the dashboard's badge. */
export const paymentAttentionCountQuery = () =>
  queryOptions({
    queryKey: paymentAttentionKeys.count(),
    queryFn: ({ signal }) => apiRequest<AttentionCount>('/payment-attention/count', { signal }),
  });
