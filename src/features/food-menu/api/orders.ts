import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  CheckoutRequest,
  CheckoutResponse,
  VoucherActivation,
  VoucherRequest,
} from '@/domain/contracts/food';
import type { OrderDetails, OrderFeedbackRequest } from '@/domain/contracts/food-orders';
import type { PayChoice } from '@/domain/contracts/payments';
import { apiRequest } from '@/lib/api-client';
import { foodKeys } from '@/lib/query-keys/food';
import { FOOD_API } from './menu';

export function useActivateVoucher() {
  return useMutation({
    mutationFn: (body: VoucherRequest) =>
      apiRequest<VoucherActivation>(`${FOOD_API}/voucher/activate/`, { method: 'POST', body }),
  });
}

/** Checkout's body without the customer (not known yet when the choices are shown) or the gateway. */
export type PayChoicesBody = Omit<CheckoutRequest, 'gateway_code' | 'customer'>;

/** The server prices the cart itself; the choices carry the amount each gateway would charge. */
export const payChoicesQuery = (body: PayChoicesBody) =>
  queryOptions({
    queryKey: foodKeys.payChoices(body),
    queryFn: ({ signal }) =>
      apiRequest<PayChoice[]>(`${FOOD_API}/pay-choices`, { method: 'POST', body, signal }),
    staleTime: 0,
  });

/** Delivery and pickup go to /checkout, catering to /catering-checkout (SPEC 7.2). */
export function useCheckout() {
  return useMutation({
    mutationFn: ({ body, key }: { body: CheckoutRequest; key: string }) =>
      apiRequest<CheckoutResponse>(
        `${FOOD_API}/${body.delivery_type === 'catering' ? 'catering-checkout' : 'checkout'}`,
        { method: 'POST', body, headers: { 'Idempotency-Key': key } },
      ),
  });
}

/** An order the customer holds: its number and the token checkout returned (both in its link). */
export interface OrderKey {
  number: string;
  token: string;
}

export const orderDetailsQuery = (key: OrderKey) =>
  queryOptions({
    queryKey: foodKeys.order(key.number, key.token),
    queryFn: () =>
      apiRequest<OrderDetails>(
        `${FOOD_API}/order/details/${encodeURIComponent(key.number)}?token=${encodeURIComponent(key.token)}`,
      ),
    staleTime: 0,
  });

export function useOrderFeedback({ number, token }: OrderKey) {
  return useMutation({
    mutationFn: (body: Omit<OrderFeedbackRequest, 'token'>) =>
      apiRequest<unknown>(`${FOOD_API}/order-feedback/${encodeURIComponent(number)}`, {
        method: 'POST',
        body: { ...body, token },
      }),
  });
}
