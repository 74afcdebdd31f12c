import { queryOptions } from '@tanstack/react-query';
import type { AttemptResult } from '@/domain/contracts/payments';
import type { CustomerPageScope } from '@/domain/plugins';
import { apiRequest } from '@/lib/api-client';
import { PER_VISIT_STALE_MS } from '@/lib/query-client';
import { payKeys } from '@/lib/query-keys/pay';

/** `pos` for /pos/attempt-detail (any plugin paid there), `shopify` for Shopify's page. */
export const attemptQuery = (scope: CustomerPageScope, attemptId: string, lang: string) =>
  queryOptions({
    queryKey: payKeys.attempt(scope, attemptId, lang),
    queryFn: () => apiRequest<AttemptResult>(`/plugins/${scope}/transaction/details/${attemptId}`),
    // A pending payment may settle any moment (the gateway's callback): read it fresh.
    staleTime: PER_VISIT_STALE_MS,
    // A refusal the server drew the page from (404) is shown as drawn, not asked again at once.
    retryOnMount: false,
  });
