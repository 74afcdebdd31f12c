import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxListItem } from '@/domain/contracts/outbox';
import { apiRequest } from '@/lib/api-client';
import { outboxKeys } from '@/lib/query-keys/staff';

/** Queues a copy of a message; every list shows it at once. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<OutboxListItem>(`/admin/outbox/${id}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
