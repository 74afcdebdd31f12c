import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/domain/contracts/common';
import { apiRequest } from '@/lib/api-client';
import { catalogueAttentionKeys } from '@/lib/query-keys/staff';
import { notifyError, notifySuccess } from '@/lib/toaster';

/** take-stock: the order takes its stock now that it is back; close: it was settled another way. */
export type Settlement = 'take-stock' | 'close';

/** Settles a flagged order; the server's sentence (or refusal) is the toast, in the member's language. */
export function useSettleAttentionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transactionId, settlement }: { transactionId: string; settlement: Settlement }) =>
      apiRequest<MessageResponse>(`/plugins/catalogue/order/needs-attention/${transactionId}/${settlement}`, {
        method: 'POST',
      }),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: catalogueAttentionKeys.all });
    },
    onError: notifyError,
  });
}
