import { type APIRequestContext, expect, test } from '@playwright/test';
import ar from '../locales/ar/payment-attention.json' with { type: 'json' };
import en from '../locales/en/payment-attention.json' with { type: 'json' };
import { KNET, pressAtBank } from '../tests/server/gateways/knet/knet-fixtures';
import { type KnetFake, startKnetFake } from '../tests/support/providers/knet-fake';
import { ADMIN_STATE, capture } from './fixtures';
import { createRequest } from './support/payments';
import { gatewaysAdmin } from './support/providers';

// A customer paid one link twice in two tabs at the (local fake) KNET: the second payment
// has no transaction to take it and waits on the owner's needs-attention list.
const CODE = 'knet-attention';
const TEXT = { en, ar } as const;

let fake: KnetFake;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  fake = await startKnetFake(KNET);
  await (await gatewaysAdmin(request)).configure(CODE, 'knet', ['KNET', 'كي نت'], {
    credentials: {
      tranportal_id: KNET.tranportalId,
      tranportal_password: KNET.password,
      resource_key: KNET.resourceKey,
      base_url: fake.url,
    },
  });
});
// A gateway in test mode shows its badge on every dashboard: the next specs start without it.
test.afterAll(async ({ request }) => {
  await (await gatewaysAdmin(request)).remove(CODE);
  await fake.close();
});

async function bankPage(request: APIRequestContext, id: string): Promise<string> {
  const pay = await request.post(`/api/v1/plugins/pos/transaction/pay/${id}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { gateway_code: CODE },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const { redirect_url: go } = (await pay.json()) as { redirect_url: string };
  const bank = await fetch(go, { redirect: 'manual' });
  return bank.headers.get('location') ?? '';
}

async function paidTwice(request: APIRequestContext): Promise<string> {
  const { id } = await createRequest(request, { amount: '20.000', pg_codes: [CODE] });
  const first = await bankPage(request, id);
  const second = await bankPage(request, id);
  await pressAtBank(second, 'pay');
  await pressAtBank(first, 'pay');
  return id;
}

test.describe('payments that need attention', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    test(`a second payment of a paid link is found from the dashboard and refunded (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const t = TEXT[lang];
      const id = await paidTwice(request);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${lang}/general-info`);
      const link = page
        .getByRole('link', { name: /\d|[\u0600-\u06FF]/ })
        .filter({ hasText: lang === 'en' ? /need/ : /انتباه/ });
      await expect(link.first()).toBeVisible();
      await capture(page, testInfo, `payments-attention-dashboard-${lang}-1280`);
      await link.first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/payments-attention`));
      const card = page.getByTestId('attention-card').filter({ has: page.locator(`a[href$="${id}"]`) });
      await expect(card).toBeVisible();
      await expect(card.getByText(t.reasons.already_paid)).toBeVisible();
      await expect(card.getByRole('button', { name: t.actions.apply })).toHaveCount(0);
      await capture(page, testInfo, `payments-attention-list-${lang}-1280`);

      await page.setViewportSize({ width: 414, height: 860 });
      await capture(page, testInfo, `payments-attention-list-${lang}-414`);
      await card.getByRole('button', { name: t.actions.refund }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await capture(page, testInfo, `payments-attention-confirm-${lang}-414`);
      const before = fake.transactions.filter((tx) => tx.original !== '').length;
      await dialog.getByRole('button', { name: /^(Yes|نعم)$/ }).click();
      await expect(card).toHaveCount(0);
      expect(fake.transactions.filter((tx) => tx.original !== '').length).toBe(before + 1);
      await page.getByRole('button', { name: t.filters.resolved }).click();
      const resolved = page.getByTestId('attention-card').filter({ has: page.locator(`a[href$="${id}"]`) });
      await expect(resolved.getByText(t.refund_status.done)).toBeVisible();
      await capture(page, testInfo, `payments-attention-resolved-${lang}-414`);
    });

    test(`a refund the bank refuses leaves the payment on the list, saying so (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const t = TEXT[lang];
      const id = await paidTwice(request);
      await page.setViewportSize({ width: 414, height: 860 });
      await page.goto(`/${lang}/admin/payments-attention`);
      const card = page.getByTestId('attention-card').filter({ has: page.locator(`a[href$="${id}"]`) });
      await expect(card).toBeVisible();
      fake.next('refund_refused');
      await card.getByRole('button', { name: t.actions.refund }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: /^(Yes|نعم)$/ })
        .click();
      await expect(card.getByText(t.refund_status.refused)).toBeVisible();
      await expect(card.getByRole('button', { name: t.actions.refund })).toBeEnabled();
      await capture(page, testInfo, `payments-attention-refused-${lang}-414`);
    });
  }
});
