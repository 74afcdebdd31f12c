import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arDevelopers from '../locales/ar/developers.json' with { type: 'json' };
import arWebhooks from '../locales/ar/webhooks.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enDevelopers from '../locales/en/developers.json' with { type: 'json' };
import enWebhooks from '../locales/en/webhooks.json' with { type: 'json' };
import type { ApiTransactionResponse } from '../src/domain/contracts/integrations';
import type { WebhookEndpointPage } from '../src/domain/contracts/webhooks';
import { ADMIN_STATE, capture } from './fixtures';
import { createKeyInUi, createShopTransaction, revokeKeysNamed } from './support/api-keys';
import { adminToken, gateway } from './support/payments';
import { receiverUrl, type SinkRequest, waitForRequests } from './support/sinks-client';
import { fill } from './support/staff-invite';

const TEXT = {
  en: { webhooks: enWebhooks, developers: enDevelopers, common: enCommon },
  ar: { webhooks: arWebhooks, developers: arDevelopers, common: arCommon },
} as const;

/** What a receiver does with the secret it was shown once (the integration guide's check). */
function signedWith(secret: string, delivery: SinkRequest): boolean {
  const header = String(delivery.headers['x-gulfpay-signature'] ?? '');
  const t = /t=(\d+)/.exec(header)?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex');
  return header.split(',').includes(`v1=${expected}`);
}

const eventIdOf = (delivery: SinkRequest) => String(delivery.headers['x-gulfpay-event-id'] ?? '');

/** Puts back what the spec changed: endpoints are merchant-wide. */
async function deleteEndpoints(request: APIRequestContext, description: string) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const list = (await (
    await request.get('/api/v1/admin/webhook-endpoints', { headers })
  ).json()) as WebhookEndpointPage;
  for (const endpoint of list.results.filter((row) => row.description === description))
    await request.delete(`/api/v1/admin/webhook-endpoints/${endpoint.id}`, { headers });
}

/** The shop creates a transaction with its key and the customer pays it on the sandbox gateway. */
async function payWithKnet(
  page: Page,
  request: APIRequestContext,
  { key, ownUrl, lang }: { key: string; ownUrl: string; lang: 'en' | 'ar' },
) {
  const response = await createShopTransaction(request, key, {
    amount: '8.750',
    language: lang,
    external_reference: `wh-${lang}`,
    webhook_url: ownUrl,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id, checkout_url } = (await response.json()) as ApiTransactionResponse;
  await page.goto(checkout_url);
  await page.getByRole('button', { name: lang === 'ar' ? 'ادفع عبر كي نت' : 'Pay with KNET' }).click();
  await gateway(page, 'approve');
  return id;
}

test.describe('an owner receives transaction events at a webhook endpoint', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`creates a key and an endpoint, a transaction made with the key is paid, its event reaches the endpoint and resend delivers it again (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const { webhooks: text, developers, common } = TEXT[lang];
      const path = `webhooks-${lang}-${Date.now()}`;
      const description = lang === 'en' ? 'Shop backend' : 'خادم المتجر';
      const keyName = `${lang === 'en' ? 'Web shop' : 'المتجر'} ${path}`;
      try {
        await page.goto(`/${lang}/admin/api-keys`);
        const key = await createKeyInUi(page, lang, keyName, () =>
          capture(page, testInfo, `webhooks-key-${lang}`),
        );

        await page.goto(`/${lang}/admin/webhooks`);
        await expect(page.getByRole('heading', { name: text.endpoints.heading })).toBeVisible();
        await page.getByRole('button', { name: text.endpoints.new }).click();
        const form = page.getByRole('dialog', { name: text.form.create_title });
        await form.getByRole('textbox', { name: text.form.url }).fill(receiverUrl(path));
        await form.getByRole('textbox', { name: text.form.description }).fill(description);
        await capture(page, testInfo, `webhooks-form-${lang}`);
        await form.getByRole('button', { name: text.form.create }).click();

        const shown = page.getByRole('alertdialog', { name: text.secret.title });
        const secret = (await shown.getByTestId('shown-secret').textContent()) ?? '';
        expect(secret).toMatch(/^whsec_/);
        await capture(page, testInfo, `webhooks-secret-${lang}`);
        await shown.getByRole('button', { name: common.shown_once.done }).click();
        await expect(page.getByText(secret)).toHaveCount(0);
        await expect(
          page.getByRole('list', { name: text.endpoints.heading }).getByText(description),
        ).toBeVisible();

        // The shop also gives the transaction its own webhook_url, long as real ones are.
        const ownPath = `${path}/orders/2026/11/callbacks/payment-status`;
        const ownUrl = receiverUrl(ownPath, '?ref=ORDER-2026-11-27-99812345&signature=v1');
        const transactionId = await payWithKnet(page, request, { key, ownUrl, lang });
        const [first] = await waitForRequests(request, path, 1);
        if (!first) throw new Error('no delivery');
        const body = JSON.parse(first.body) as { event_id: string; type: string; id: string; state: string };
        expect(body).toMatchObject({ type: 'transaction.paid', id: transactionId, state: 'paid' });
        expect(eventIdOf(first)).toBe(body.event_id);
        expect(signedWith(secret, first)).toBe(true);

        await page.goto(`/${lang}/admin/webhooks`);
        await page
          .getByRole('combobox', { name: text.log.filter_endpoint })
          .selectOption({ label: description });
        const log = page.getByRole('table', { name: text.log.caption });
        const open = log.getByRole('button', {
          name: text.log.open_for
            .replace('{{type}}', 'transaction.paid')
            .replace('{{destination}}', description),
        });
        await expect(open).toBeVisible();
        // Until the filtered page arrives, the table still shows every destination's events.
        await expect(log.locator('tbody tr')).toHaveCount(1);
        await expect(log.getByText(text.status.delivered)).toBeVisible();
        await capture(page, testInfo, `webhooks-page-${lang}`);
        await open.click();
        const detail = page.getByRole('dialog', {
          name: text.detail.title.replace('{{type}}', 'transaction.paid'),
        });
        await expect(detail.getByText(body.event_id, { exact: true })).toBeVisible();
        await expect(detail.getByLabel(text.detail.request_headers)).toContainText(
          `x-gulfpay-event-id: ${body.event_id}`,
        );
        await capture(page, testInfo, `webhooks-event-${lang}`);
        await detail.getByRole('button', { name: text.detail.resend }).click();
        await expect(page.getByText(text.detail.resent)).toBeVisible();

        const deliveries = await waitForRequests(request, path, 2);
        expect(deliveries.map(eventIdOf)).toEqual([body.event_id, body.event_id]);
        expect(deliveries[1]?.body).toBe(first.body);
        expect(signedWith(secret, deliveries[1] as SinkRequest)).toBe(true);
        await detail
          .getByRole('button', { name: lang === 'en' ? 'Close' : 'إغلاق' })
          .first()
          .click();

        // A phone gets one card per event, the transaction's own address whole, and nothing scrolls sideways.
        await waitForRequests(request, ownPath, 1);
        await page.setViewportSize({ width: 414, height: 896 });
        await page.reload();
        const cards = page.getByRole('list', { name: text.log.caption });
        const own = cards.getByRole('listitem').filter({
          has: page.getByRole('button', {
            name: text.log.open_for
              .replace('{{type}}', 'transaction.paid')
              .replace('{{destination}}', ownUrl),
          }),
        });
        await expect(own.getByText(text.log.transaction_url)).toBeVisible();
        await expect(page.getByRole('table', { name: text.log.caption })).toBeHidden();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
        await capture(page, testInfo, `webhooks-414-${lang}`);
        await page
          .getByRole('combobox', { name: text.log.filter_endpoint })
          .selectOption({ label: description });
        await expect(cards.getByRole('listitem')).toHaveCount(1);
        await expect(cards.getByText(text.status.delivered)).toBeVisible();
        await page.getByRole('button', { name: text.endpoints.new }).click();
        const phoneForm = page.getByRole('dialog', { name: text.form.create_title });
        await expect(phoneForm.getByRole('textbox', { name: text.form.url })).toHaveAttribute('dir', 'ltr');
        await phoneForm.getByRole('textbox', { name: text.form.url }).fill(receiverUrl(`${path}-unsaved`));
        await capture(page, testInfo, `webhooks-form-414-${lang}`);
        await phoneForm.getByRole('button', { name: text.form.cancel }).click();
        await expect(phoneForm).toBeHidden();

        // Rolling on a phone: the old secret keeps signing for the hour chosen, the new one is shown once.
        await page
          .getByRole('list', { name: text.endpoints.heading })
          .getByRole('button', { name: fill(text.endpoints.roll_for, { name: description }) })
          .click();
        const roll = page.getByRole('alertdialog', { name: text.roll.title });
        await expect(roll.getByRole('radio', { name: common.roll_overlap.choices['24'] })).toBeChecked();
        await roll.getByText(common.roll_overlap.choices['1']).click();
        await expect(roll.getByRole('radio', { name: common.roll_overlap.choices['1'] })).toBeChecked();
        await capture(page, testInfo, `webhooks-roll-414-${lang}`);
        await roll.getByRole('button', { name: text.roll.submit }).click();
        const rolled = page.getByRole('alertdialog', { name: text.secret.title });
        const newSecret = (await rolled.getByTestId('shown-secret').textContent()) ?? '';
        expect(newSecret).toMatch(/^whsec_/);
        expect(newSecret).not.toBe(secret);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
        await capture(page, testInfo, `webhooks-secret-414-${lang}`);
        await rolled.getByRole('button', { name: common.shown_once.done }).click();
        await expect(rolled).toBeHidden();
        const [beforeTime = ''] = text.endpoints.overlap_until.split('{{time}}');
        await expect(
          page
            .getByRole('list', { name: text.endpoints.heading })
            .getByText(beforeTime.trim(), { exact: false }),
        ).toBeVisible();

        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('link', { name: common.developer_links.guide }).click();
        await expect(page.getByRole('heading', { name: developers.title, level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: developers.receive.title })).toBeVisible();
        await capture(page, testInfo, `webhooks-guide-${lang}`);
        await page.setViewportSize({ width: 414, height: 896 });
        await capture(page, testInfo, `webhooks-guide-414-${lang}`);
      } finally {
        await deleteEndpoints(request, description);
        await revokeKeysNamed(request, keyName);
      }
    });
  }
});
