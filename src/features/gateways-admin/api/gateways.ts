import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGateway,
  GatewayCreateRequest,
  GatewayDeleteResponse,
  GatewayList,
  GatewayMethodList,
  GatewayPatch,
  GatewayTestResponse,
} from '@/domain/contracts/gateways-admin';
import { apiRequest } from '@/lib/api-client';
import { configKeys, gatewayKeys } from '@/lib/query-keys/staff';

const GATEWAYS = '/admin/gateways';

export const gatewaysQuery = () =>
  queryOptions({
    queryKey: gatewayKeys.all,
    queryFn: ({ signal }) => apiRequest<GatewayList>(GATEWAYS, { signal }),
  });

function useGatewayMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The shell's "Test mode" badge reads the merchant config: a mode or an activation changes it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gatewayKeys.all }),
        queryClient.invalidateQueries({ queryKey: configKeys.all }),
      ]),
  });
}

export const useCreateGateway = () =>
  useGatewayMutation((body: GatewayCreateRequest) =>
    apiRequest<AdminGateway>(GATEWAYS, { method: 'POST', body }),
  );

export const useEditGateway = (code: string) =>
  useGatewayMutation((body: GatewayPatch) =>
    apiRequest<AdminGateway>(`${GATEWAYS}/${code}`, { method: 'PATCH', body }),
  );

export const useDeleteGateway = () =>
  useGatewayMutation((code: string) =>
    apiRequest<GatewayDeleteResponse>(`${GATEWAYS}/${code}`, { method: 'DELETE' }),
  );

export const useReorderGateways = () =>
  useGatewayMutation((codes: string[]) =>
    apiRequest<GatewayList>(`${GATEWAYS}/order`, { method: 'POST', body: { codes } }),
  );

/** Changes nothing: the list stays as it is. */
export const useTestGateway = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiRequest<GatewayTestResponse>(`${GATEWAYS}/${code}/test`, { method: 'POST' }),
  });

/** The MyFatoorah account's methods, asked of the provider only when the owner presses the button. */
export const gatewayMethodsQuery = (code: string) =>
  queryOptions({
    queryKey: gatewayKeys.methods(code),
    queryFn: ({ signal }) => apiRequest<GatewayMethodList>(`${GATEWAYS}/${code}/methods`, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
