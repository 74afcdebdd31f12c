import { queryOptions, useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@/domain/contracts/common';
import type { HelpOptions, HelpRequest } from '@/domain/contracts/merchant';
import { apiRequest } from '@/lib/api-client';
import { helpKeys } from '@/lib/query-keys/staff';

/** Subject choices come translated by Accept-Language, so they are cached per language. */
export const helpOptionsQuery = (lang: string) =>
  queryOptions({
    queryKey: helpKeys.options(lang),
    queryFn: ({ signal }) => apiRequest<HelpOptions>('/dashboard/help', { method: 'OPTIONS', signal }),
    staleTime: 10 * 60_000,
  });

export const sendHelp = (body: HelpRequest) =>
  apiRequest<MessageResponse>('/dashboard/help', { method: 'POST', body });

export const useSendHelp = () => useMutation({ mutationFn: sendHelp });
