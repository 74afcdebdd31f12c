import { queryOptions } from '@tanstack/react-query';
import type { AttemptResult } from '@/domain/payments-api';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ResultPlugin = 'payment_request' | 'shopify' | 'customer_payment' | 'e_commerce' | 'session';

/** /pos/attempt-detail serves every plugin but Shopify; the API wants the attempt's own plugin. */
export const POS_RESULT_PLUGINS: readonly ResultPlugin[] = [
  'payment_request',
  'e_commerce',
  'session',
  'customer_payment',
];

async function loadAttempt(plugins: readonly ResultPlugin[], attemptId: string): Promise<AttemptResult> {
  for (const [index, plugin] of plugins.entries()) {
    try {
      return await apiRequest<AttemptResult>(`/plugins/${plugin}/transaction/details/${attemptId}`);
    } catch (error) {
      const last = index === plugins.length - 1;
      if (last || !(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  throw new Error('No plugin to ask');
}

export const attemptQuery = (plugins: readonly ResultPlugin[], attemptId: string, lang: string) =>
  queryOptions({
    queryKey: queryKeys.pay.attempt(plugins.join(','), attemptId, lang),
    queryFn: () => loadAttempt(plugins, attemptId),
    // A pending payment may settle any moment (the gateway's callback): read it fresh.
    staleTime: 0,
  });
