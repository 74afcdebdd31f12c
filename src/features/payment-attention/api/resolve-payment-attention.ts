import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttentionResolved } from '@/domain/contracts/payment-attention';
import type { AttentionAction } from '@/domain/payment-attention';
import { apiRequest } from '@/lib/api-client';
import { paymentAttentionKeys } from '@/lib/query-keys/staff';
import { notifyError, notifySuccess } from '@/lib/toaster';

/** Refunds or applies one row; the server's sentence (or refusal) is the toast, in the member's language. */
export function useResolvePaymentAttention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AttentionAction }) =>
      apiRequest<AttentionResolved>(`/payment-attention/${id}/${action}`, { method: 'POST' }),
    onSuccess: ({ message }) => notifySuccess(message),
    onError: notifyError,
    // A refusal may still have changed the row (a refund the bank refused reopens it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentAttentionKeys.all }),
  });
}
