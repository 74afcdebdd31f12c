import { expect, type Page, test } from '@playwright/test';
import { MyFatoorahProvider } from '../server/gateways/myfatoorah/myfatoorah-provider';
import type { AttemptCall, ProviderAccount } from '../server/gateways/provider';
import { outboundRequest } from '../server/lib/outbound/request';
import { type MyFatoorahFake, startMyFatoorahFake } from '../tests/support/providers/myfatoorah-fake';
import { capture } from './fixtures';

// The fake MyFatoorah a customer's browser meets at the PaymentURL: its buttons send the
// browser back to the shop with a paymentId, and only GetPaymentStatus says what happened.
const SHOP = 'https://shop.example.test';

let fake: MyFatoorahFake;
let account: ProviderAccount;
const provider = new MyFatoorahProvider((request) => outboundRequest(request, { allowLocal: true }), 5_000);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = await startMyFatoorahFake({ token: 'SK_KWT_e2e', webhookSecret: 'e2e-secret' });
  account = { mode: 'test', credentials: { api_token: 'SK_KWT_e2e', base_url: fake.url } };
});
test.afterAll(() => fake.close());

let serial = 0;
async function startAttempt(lang: 'en' | 'ar') {
  serial += 1;
  const call: AttemptCall = {
    account,
    reference: `5100000000000000${String(serial).padStart(4, '0')}`,
    amountMinor: 7_250,
    currency: 'KWD',
    lang,
    authorizeOnly: false,
    refs: {},
    method: '2',
    customer: { name: lang === 'ar' ? 'فاطمة الصباح' : 'Fatima Al-Sabah', email: null, phone: null },
    urls: { response: `${SHOP}/return`, error: `${SHOP}/error` },
  };
  const started = await provider.start(call);
  if (started.status !== 'redirect') throw new Error(`start answered ${started.status}`);
  return { call: { ...call, refs: started.refs }, url: started.url };
}

/** The shop's return pages stand in for the app's, which the payments core serves. */
async function shopPages(page: Page) {
  await page.route(`${SHOP}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Back at the shop</h1>' }),
  );
}

const paymentIdOf = (page: Page) => new URL(page.url()).searchParams.get('paymentId') ?? '';

for (const lang of ['en', 'ar'] as const) {
  test(`a customer pays on the MyFatoorah test page (${lang}) and the inquiry reads it paid`, async ({
    page,
  }, testInfo) => {
    await shopPages(page);
    const { call, url } = await startAttempt(lang);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'MyFatoorah test page' })).toBeVisible();
    await expect(page.getByTestId('amount')).toHaveText('7.250 KWD');
    await capture(page, testInfo, `myfatoorah-fake-page-${lang}`);
    await page.getByRole('button', { name: lang === 'ar' ? 'ادفع' : 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
    expect(page.url()).toContain(`${SHOP}/return?paymentId=`);
    const status = await provider.inquire(call, { payment_id: paymentIdOf(page) });
    expect(status).toMatchObject({
      status: 'paid',
      bound: { reference: call.reference, amountMinor: 7_250 },
    });
  });
}

test('a customer cancels on a phone and lands on the error address, read as canceled', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 414, height: 800 });
  await shopPages(page);
  const { call, url } = await startAttempt('ar');
  await page.goto(url);
  await capture(page, testInfo, 'myfatoorah-fake-page-ar-phone');
  await page.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
  expect(page.url()).toContain(`${SHOP}/error?paymentId=`);
  expect(await provider.inquire(call, { payment_id: paymentIdOf(page) })).toMatchObject({
    status: 'canceled',
  });
});

test('a customer who pays and closes the tab is found paid by inquiry alone', async ({ page }) => {
  const { call, url } = await startAttempt('en');
  await page.goto(url);
  expect(await provider.inquire(call)).toMatchObject({ status: 'pending' });
  fake.payWithoutReturn(call.refs.invoice_id ?? '');
  await page.close();
  expect(await provider.inquire(call)).toMatchObject({
    status: 'paid',
    bound: { invoiceId: call.refs.invoice_id },
  });
});
