import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerAddressInfo,
  PayChoice,
  PayPageConfig,
  PayRequest,
  PayResponse,
  PayTransaction,
} from '@/domain/payments-api';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Plugins whose transactions open on the generic pay page. */
export type PayPlugin = 'payment_request' | 'shopify' | 'customer_payment' | 'e_commerce' | 'session';

const payPath = (plugin: PayPlugin, id: string) => `/plugins/${plugin}/transaction/pay/${id}`;

/**
 * Every plugin but Shopify pays on /pos/pay/{id}, and the URL does not say which one the
 * transaction belongs to, while the API answers 404 for another plugin's transaction.
 * The candidates are asked in order of how common they are; the answer names its plugin.
 */
export const POS_PLUGINS: readonly PayPlugin[] = [
  'payment_request',
  'e_commerce',
  'session',
  'customer_payment',
];

export async function firstFound<T>(plugins: readonly PayPlugin[], load: (plugin: PayPlugin) => Promise<T>) {
  for (const [index, plugin] of plugins.entries()) {
    try {
      return await load(plugin);
    } catch (error) {
      const last = index === plugins.length - 1;
      if (last || !(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  throw new Error('No plugin to ask');
}

// Both are always read fresh: the state of a payment can change between two visits.
export const payConfigQuery = (plugin: PayPlugin, id: string, lang: string) =>
  queryOptions({
    queryKey: queryKeys.pay.config(plugin, id, lang),
    queryFn: () => apiRequest<PayPageConfig>(payPath(plugin, id), { method: 'OPTIONS' }),
    staleTime: 0,
  });

export const payTransactionQuery = (plugins: readonly PayPlugin[], id: string, lang: string) =>
  queryOptions({
    queryKey: queryKeys.pay.transaction(plugins.join(','), id, lang),
    queryFn: () => firstFound(plugins, (plugin) => apiRequest<PayTransaction>(payPath(plugin, id))),
    staleTime: 0,
  });

/** Pay choices priced for an amount; shared shape with the customer payment's. */
export interface ChoicesQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<PayChoice[]>;
}

export const payChoicesQuery = (
  plugin: PayPlugin,
  id: string,
  amount: string,
  lang: string,
): ChoicesQuery => ({
  queryKey: queryKeys.pay.choices(plugin, id, amount, lang),
  queryFn: ({ signal }) =>
    apiRequest<PayChoice[]>(`/plugins/${plugin}/transaction/pay-choices/${id}`, {
      method: 'POST',
      body: { amount },
      signal,
    }),
});

/** PATCH the address step's `extra`; the answer is the transaction as it now reads. */
export function useSaveExtra(plugins: readonly PayPlugin[], plugin: PayPlugin, id: string, lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (extra: CustomerAddressInfo) =>
      apiRequest<PayTransaction>(payPath(plugin, id), { method: 'PATCH', body: { extra } }),
    onSuccess: (transaction) =>
      queryClient.setQueryData(queryKeys.pay.transaction(plugins.join(','), id, lang), transaction),
  });
}

export function usePay(plugin: PayPlugin, id: string) {
  return useMutation({
    mutationFn: ({ body, key }: { body: PayRequest; key: string }) =>
      apiRequest<PayResponse>(payPath(plugin, id), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
  });
}
