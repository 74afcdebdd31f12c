import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKey,
  ApiKeyCreated,
  ApiKeyRequest,
  ApiKeyRolled,
  WebhookSecretRolled,
} from '@/domain/contracts/api-keys';
import type { RollRequest } from '@/domain/contracts/secret-rolls';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { apiKeyKeys } from '@/lib/query-keys/staff';

const KEYS = '/admin/api-keys';

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => fetchAllPages<ApiKey>(KEYS, {}, signal),
  });

/** A mutation whose answer changes the list: it refreshes after. */
function useKeyMutation<Input, Answer>(request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export const useCreateApiKey = () =>
  useKeyMutation((body: ApiKeyRequest) => apiRequest<ApiKeyCreated>(KEYS, { method: 'POST', body }));

export const useRevokeApiKey = () =>
  useKeyMutation((id: number) => apiRequest<ApiKey>(`${KEYS}/${id}/revoke`, { method: 'POST' }));

export const useRollApiKey = () =>
  useKeyMutation(({ id, ...body }: RollRequest & { id: number }) =>
    apiRequest<ApiKeyRolled>(`${KEYS}/${id}/roll`, { method: 'POST', body }),
  );

export const useRollWebhookSecret = () =>
  useKeyMutation(({ id, ...body }: RollRequest & { id: number }) =>
    apiRequest<WebhookSecretRolled>(`${KEYS}/${id}/roll-webhook-secret`, { method: 'POST', body }),
  );
