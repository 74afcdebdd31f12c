import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ApiTransactionResponse } from '../../src/domain/contracts/integrations';
import type { WebhookEndpointWithSecret } from '../../src/domain/contracts/webhooks';
import { createRequest, gateway } from './payments';
import { receivedAt, receiverUrl, waitForMail } from './sinks-client';
import { ownerApi } from './staff';

/** The README's demo e-commerce key (DEMO_CREDENTIALS=1). */
const DEMO_API_KEY = 'gpk_demo-ecommerce_DemoEcommerceKey2026DoNotUseInProduction';

/**
 * An email in the Outbox that has really left: a payment link sent to `email` (the sink has it
 * before the Outbox marks it sent), so the message dialog opens on a settled message.
 */
export async function sentPaymentLink(request: APIRequestContext, email: string, lang: 'en' | 'ar') {
  const { id } = await createRequest(request, { customer_email: email });
  const owner = await ownerApi(request);
  const sent = await request.post(`/api/v1/plugins/payment_request/transaction/${id}/send`, {
    headers: owner.headers,
    data: { channel: 'email', lang },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await waitForMail(request, email, () => true);
}

/**
 * A delivered event in the webhook log without a merchant-wide endpoint: an API transaction
 * with its own webhook_url (a receiver path), paid with KNET. Answers that URL.
 */
export async function deliveredTransactionEvent(page: Page, request: APIRequestContext, path: string) {
  const url = receiverUrl(path);
  const created = await request.post('/api/v1/plugins/e_commerce/transaction', {
    headers: { Authorization: `Api-Key ${DEMO_API_KEY}` },
    data: { amount: '3.500', currency_code: 'KWD', pg_codes: ['knet'], language: 'en', webhook_url: url },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { checkout_url } = (await created.json()) as ApiTransactionResponse;
  await page.goto(checkout_url);
  await page.getByRole('button', { name: 'Pay with KNET' }).click();
  await gateway(page, 'approve');
  await expect
    .poll(
      async () => (await receivedAt(request, path)).some((sent) => sent.body.includes('"transaction.paid"')),
      {
        timeout: 60_000,
        message: `transaction.paid at /receive/${path}`,
      },
    )
    .toBe(true);
  return url;
}

/**
 * A webhook endpoint listed on the page that hears nothing: endpoints are merchant-wide, and a
 * disabled one sends no deliveries to the other specs' transactions. `remove` puts things back.
 */
export async function disabledEndpoint(request: APIRequestContext, description: string) {
  const owner = await ownerApi(request);
  const url = receiverUrl(description.replaceAll(' ', '-'));
  const created = await request.post('/api/v1/admin/webhook-endpoints', {
    headers: owner.headers,
    data: { url, description, event_types: ['transaction.paid'], plugins: null, enabled: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { endpoint } = (await created.json()) as WebhookEndpointWithSecret;
  return {
    description,
    url,
    remove: async () => {
      await request.delete(`/api/v1/admin/webhook-endpoints/${endpoint.id}`, { headers: owner.headers });
    },
  };
}
