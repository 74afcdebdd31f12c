import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/domain/contracts/common';
import type { KitchenMenu } from '@/domain/contracts/kitchen';
import { apiRequest } from '@/lib/api-client';
import { kitchenKeys } from '@/lib/query-keys/staff';
import { FOOD_API } from './orders';

export const kitchenMenuQuery = () =>
  queryOptions({
    queryKey: kitchenKeys.menu,
    queryFn: ({ signal }) => apiRequest<KitchenMenu>(`${FOOD_API}/kitchen/menu-items`, { signal }),
  });

/** Sold out until midnight in Kuwait, or available again; the list shows the answer at once. */
export function useSoldOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, soldOut }: { id: number; soldOut: boolean }) =>
      apiRequest<MessageResponse>(`${FOOD_API}/kitchen/menu-items/${id}/sold-out`, {
        method: 'POST',
        body: { sold_out: soldOut },
      }),
    onSuccess: (_answer, { id, soldOut }) => {
      client.setQueryData<KitchenMenu>(kitchenKeys.menu, (menu) =>
        menu?.map((dish) => (dish.id === id ? { ...dish, sold_out_today: soldOut } : dish)),
      );
    },
  });
}
