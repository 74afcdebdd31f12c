import { perm, type Row } from '../route-rows.ts';

const R = perm('resolve_paymentattention');

/**
 * The needs-attention list (issue 24): bank successes no transaction could take. Merchant-wide
 * (the bank's money is the merchant's, whoever created the link), so not limited to own rows.
 */
export const PAYMENT_ATTENTION_ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/v1/payment-attention': R,
  'GET /api/v1/payment-attention/count': R,
  'POST /api/v1/payment-attention/:id/refund': R,
  'POST /api/v1/payment-attention/:id/apply': R,
  'POST /api/v1/payment-attention/:id/void': R,
};
