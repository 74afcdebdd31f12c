import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures';

/** Seeded by the server (server/modules/customer-payment/demo-data.ts). */
export const DEMO_COLLECTOR_ID = 'c011ec70-0000-4000-8000-000000000001';

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/user/token/', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** A payment request made the way staff make one: through the API, as admin. */
export async function createRequest(request: APIRequestContext, body: Record<string, unknown> = {}) {
  const response = await request.post('/api/v1/plugins/payment_request/transaction', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      amount: '12.500',
      currency_code: 'KWD',
      customer_name: 'Fatima Al-Sabah',
      customer_phone: '+96550000000',
      customer_email: 'fatima@example.com',
      description: 'Order 1042~Item:Abaya~Size:M',
      pg_codes: ['knet', 'kpay', 'card'],
      ...body,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; payment_url: string };
}

/** On the sandbox's hosted page (served by our server), press one of its buttons. */
export async function gateway(page: Page, action: 'approve' | 'decline') {
  await expect(page).toHaveURL(/\/gateway\/sandbox\//);
  await page.locator(`button[value=${action}]`).click();
  await expect(page).toHaveURL(/\/pos\/attempt-detail\//);
}

/** A paid attempt for the result page: KNET chosen on a fresh request, approved on the sandbox's page. */
export async function approvedAttempt(request: APIRequestContext): Promise<string> {
  const { id } = await createRequest(request);
  const pay = await request.post(`/api/v1/plugins/pos/transaction/pay/${id}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { gateway_code: 'knet' },
  });
  expect(pay.ok()).toBe(true);
  const { attempt_id: attemptId } = (await pay.json()) as { attempt_id: string };
  const approval = await request.post(`/gateway/sandbox/${attemptId}`, {
    form: { action: 'approve' },
    maxRedirects: 0,
  });
  expect(approval.status()).toBe(303);
  return attemptId;
}
