import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderState } from '@/domain/contracts/food';
import type { OrderDetails } from '@/domain/contracts/food-orders';
import type { OrderList, OrderListOptions } from '@/domain/contracts/kitchen';
import { apiRequest } from '@/lib/api-client';
import { kitchenKeys } from '@/lib/query-keys/staff';
import type { OrderQuery } from '../lib/order-search';

export const FOOD_API = '/plugins/food_ordering';

/** SPEC 9: the kitchen list refreshes every 10 seconds unless the merchant sets otherwise. */
export const DEFAULT_REFRESH_SECONDS = 10;

const orderPath = (action: string, id: string) => `${FOOD_API}/order/${action}/${encodeURIComponent(id)}`;

export const orderListQuery = (query: OrderQuery, lang: string, refreshSeconds: number) =>
  queryOptions({
    queryKey: kitchenKeys.list(query, lang),
    queryFn: ({ signal }) => apiRequest<OrderList>(`${FOOD_API}/order`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    // The stream brings changes at once; the timer covers a dropped stream (SPEC 9 refresh time).
    refetchInterval: refreshSeconds * 1000,
    refetchIntervalInBackground: true,
  });

export const orderOptionsQuery = (lang: string) =>
  queryOptions({
    queryKey: kitchenKeys.options(lang),
    queryFn: ({ signal }) => apiRequest<OrderListOptions>(`${FOOD_API}/order`, { method: 'OPTIONS', signal }),
    staleTime: 5 * 60_000,
  });

export const orderDetailQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: kitchenKeys.detail(id, lang),
    queryFn: ({ signal }) =>
      apiRequest<OrderDetails>(`${FOOD_API}/order/${encodeURIComponent(id)}`, { signal }),
  });

function useOrderMutation<V>(request: (variables: V) => Promise<OrderDetails>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: kitchenKeys.orders }),
  });
}

/** One tap moves the order to one of its next states (PUT change-status). */
export const useChangeOrderState = (id: string) =>
  useOrderMutation((state: OrderState) =>
    apiRequest<OrderDetails>(orderPath('change-status', id), { method: 'PUT', body: { state } }),
  );

/** Stops the alarm for this order on every kitchen screen. */
export const useAcknowledgeOrder = () =>
  useOrderMutation((id: string) =>
    apiRequest<OrderDetails>(orderPath('acknowledge', id), { method: 'POST' }),
  );

/** A copy of the order in state received, with a new number. */
export const useDuplicateOrder = () =>
  useOrderMutation((id: string) => apiRequest<OrderDetails>(orderPath('duplicate', id), { method: 'POST' }));

/** QR scan: may this staff member open the order? */
export const validateOrder = (id: string) =>
  apiRequest<{ has_permission: boolean }>(orderPath('validate', id));
