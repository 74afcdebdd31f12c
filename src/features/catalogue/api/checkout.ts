import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  CartQuote,
  CartRequest,
  CatalogueCheckoutRequest,
  CatalogueCheckoutResponse,
  DiscountRequest,
} from '@/domain/contracts/catalogue';
import type { PayChoice } from '@/domain/contracts/payments';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys/catalogue';
import { CATALOGUE_API } from './shop';

/** The server prices the cart itself; each choice carries the total with that gateway's fee. */
export const cartPayChoicesQuery = (body: CartRequest) =>
  queryOptions({
    queryKey: catalogueKeys.payChoices(body),
    queryFn: ({ signal }) =>
      apiRequest<PayChoice[]>(`${CATALOGUE_API}/pay-choices`, { method: 'POST', body, signal }),
    staleTime: 0,
    // A refusal (a product gone, a field missing) will not change by asking again.
    retry: false,
  });

export function useApplyDiscount() {
  return useMutation({
    mutationFn: (body: DiscountRequest) =>
      apiRequest<CartQuote>(`${CATALOGUE_API}/invoice/discount`, { method: 'POST', body }),
  });
}

export const sendCatalogueCheckout = (body: CatalogueCheckoutRequest, key: string) =>
  apiRequest<CatalogueCheckoutResponse>(`${CATALOGUE_API}/invoice/checkout`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
