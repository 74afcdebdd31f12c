import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollRequest } from '@/domain/contracts/secret-rolls';
import type {
  WebhookEndpoint,
  WebhookEndpointPatch,
  WebhookEndpointRequest,
  WebhookEndpointWithSecret,
} from '@/domain/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { webhookKeys } from '@/lib/query-keys/staff';

const ENDPOINTS = '/admin/webhook-endpoints';

export const endpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.endpoints,
    queryFn: ({ signal }) => fetchAllPages<WebhookEndpoint>(ENDPOINTS, {}, signal),
  });

/** Creating answers with the secret (shown once); editing with the endpoint alone. */
export function useCreateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointRequest) =>
      apiRequest<WebhookEndpointWithSecret>(ENDPOINTS, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useEditEndpoint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointPatch) =>
      apiRequest<WebhookEndpoint>(`${ENDPOINTS}/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useDeleteEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>(`${ENDPOINTS}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useRollSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RollRequest & { id: number }) =>
      apiRequest<WebhookEndpointWithSecret>(`${ENDPOINTS}/${id}/roll-secret`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}
