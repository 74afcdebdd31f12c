import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/domain/contracts/common';
import type {
  RecoveryCodes,
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@/domain/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys/staff';

/** Whether the signed-in user has two-factor sign-in, and must set it up before anything else. */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: userKeys.twoFactor(),
    queryFn: ({ signal }) => apiRequest<TwoFactorStatus>('/user/two-factor', { signal }),
  });

/** Every change ends with a fresh status: on or off, codes left, still required. */
function useTwoFactorMutation<In, Out>(call: (body: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.twoFactor() }),
  });
}

export const useStartSetup = () =>
  useMutation({ mutationFn: () => apiRequest<TwoFactorSetup>('/user/two-factor/setup', { method: 'POST' }) });

export const useConfirmSetup = () =>
  useTwoFactorMutation((body: TwoFactorCodeRequest) =>
    apiRequest<RecoveryCodes>('/user/two-factor/confirm', { method: 'POST', body }),
  );

export const useNewRecoveryCodes = () =>
  useTwoFactorMutation((body: TwoFactorCodeRequest) =>
    apiRequest<RecoveryCodes>('/user/two-factor/recovery-codes', { method: 'POST', body }),
  );

export const useDisableTwoFactor = () =>
  useTwoFactorMutation((body: TwoFactorDisableRequest) =>
    apiRequest<MessageResponse>('/user/two-factor/disable', { method: 'POST', body }),
  );
