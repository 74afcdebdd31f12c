import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  CreatedTransaction,
  CreatePaymentRequest,
} from '../../../../src/domain/contracts/payment-requests.ts';
import type { PayResponse } from '../../../../src/domain/contracts/payments.ts';
import { authed } from '../../helper.ts';

export const PR = '/api/v1/plugins/payment_request/transaction';

export async function createRequest(
  app: FastifyInstance,
  token: string,
  overrides: Partial<CreatePaymentRequest> = {},
): Promise<CreatedTransaction> {
  const res = await app.inject(
    authed(token, {
      method: 'POST',
      url: PR,
      payload: {
        amount: '10.000',
        currency_code: 'KWD',
        customer_name: 'Fatima Al-Sabah',
        customer_phone: '+96550000000',
        customer_email: 'fatima@example.kw',
        description: 'Order 1001',
        pg_codes: ['knet', 'kpay', 'card', 'cod'],
        ...overrides,
      },
    }),
  );
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<CreatedTransaction>();
}

export function pay(
  app: FastifyInstance,
  id: string,
  body: Record<string, unknown>,
  key?: string,
  lang = 'en',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${PR}/pay/${id}`,
    payload: body,
    headers: { 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** The customer presses a button on the sandbox gateway's hosted page (a plain form POST). */
export async function pressSandbox(
  app: FastifyInstance,
  attemptId: string,
  action: 'approve' | 'decline' | 'cancel',
) {
  return app.inject({
    method: 'POST',
    url: `/gateway/sandbox/${attemptId}`,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function payAndPress(
  app: FastifyInstance,
  id: string,
  gateway: string,
  action: 'approve' | 'decline' | 'cancel',
): Promise<PayResponse> {
  const res = await pay(app, id, { gateway_code: gateway });
  if (res.statusCode !== 200) throw new Error(`pay failed: ${res.statusCode} ${res.body}`);
  const started = res.json<PayResponse>();
  const pressed = await pressSandbox(app, started.attempt_id, action);
  if (pressed.statusCode !== 303) throw new Error(`sandbox failed: ${pressed.statusCode} ${pressed.body}`);
  return started;
}
