import { expect, type Page, type TestInfo, test } from '@playwright/test';
import arServer from '../locales/ar/server.json' with { type: 'json' };
import arActions from '../locales/ar/transaction-actions.json' with { type: 'json' };
import arTransactions from '../locales/ar/transactions.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import enActions from '../locales/en/transaction-actions.json' with { type: 'json' };
import enTransactions from '../locales/en/transactions.json' with { type: 'json' };
import type { KnetFake } from '../tests/support/providers/knet-fake';
import type { MyFatoorahFake } from '../tests/support/providers/myfatoorah-fake';
import { ADMIN_STATE, capture } from './fixtures';
import { createRequest } from './support/payments';
import { gatewaysAdmin, KNET_ACCOUNT, MF_ACCOUNT, startFakes } from './support/providers';

// Real providers' wire formats, spoken by the local fakes the spec starts: the customer meets
// the fake's hosted page, and the app's server calls the fake as it would the bank. The
// gateways are merchant-wide choices, so this runs with the settings specs and removes them.
const KNET_CODE = 'knet-bank-e2e';
const MF_CODE = 'mf-card-e2e';

const TEXT = {
  en: {
    pay: 'Pay with KNET Gulf Bank',
    thankYou: 'Thank you!',
    server: enServer,
    receipt: 'Download Receipt',
    payCard: 'Pay with Card',
    actions: enActions,
    paid: enTransactions.states.paid,
  },
  ar: {
    pay: 'ادفع عبر كي نت بنك الخليج',
    thankYou: 'شكرًا لك!',
    server: arServer,
    receipt: 'تنزيل الإيصال',
    payCard: 'ادفع عبر بطاقة',
    actions: arActions,
    paid: arTransactions.states.paid,
  },
} as const;

let knet: KnetFake;
let mf: MyFatoorahFake;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const slow = { timeout: 30_000 };

test.beforeAll(async () => {
  ({ knet, mf } = await startFakes(test.info().parallelIndex));
});
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await gatewaysAdmin(request);
  await admin.remove(KNET_CODE);
  await admin.remove(MF_CODE);
  await request.dispose();
  await Promise.all([knet.close(), mf.close()]);
});

/** The same page at phone width: `shown` still on screen, and nothing to scroll sideways for. */
async function atPhoneWidth(page: Page, testInfo: TestInfo, name: string, shown: string[]) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 414, height: 896 });
  for (const text of shown) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
  await capture(page, testInfo, name);
  if (size) await page.setViewportSize(size);
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`a customer pays a payment link with KNET and keeps the bank's reference (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const admin = await gatewaysAdmin(request);
    await admin.configure(KNET_CODE, 'knet', ['KNET Gulf Bank', 'كي نت بنك الخليج'], {
      credentials: {
        tranportal_id: KNET_ACCOUNT.tranportalId,
        tranportal_password: KNET_ACCOUNT.password,
        resource_key: KNET_ACCOUNT.resourceKey,
        base_url: knet.url,
      },
    });
    const { id } = await createRequest(request, { amount: '18.750', pg_codes: [KNET_CODE] });

    await page.goto(`/${lang}/pos/pay/${id}`);
    await page.getByRole('button', { name: text.pay }).click();
    await expect(page).toHaveURL(/\/kpg\/PaymentHTTP\.htm\?param=paymentInit/, slow);
    await expect(page.getByText('KWD 18.750')).toBeVisible();
    await capture(page, testInfo, `knet-bank-page-${lang}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/pos/attempt-detail/[0-9a-f-]{36}$`), slow);
    await expect(page.getByRole('heading', { name: text.thankYou })).toBeVisible(slow);
    const paid = knet.transactions.at(-1);
    expect(paid?.result).toBe('CAPTURED');
    // What the customer quotes to their bank in a dispute, each on its own labelled row.
    const references: [string, string][] = [
      [text.server['payments.detail.ref_payment_id'], paid?.paymentid ?? ''],
      [text.server['payments.detail.ref_reference'], paid?.ref ?? ''],
      [text.server['payments.detail.ref_auth'], paid?.auth ?? ''],
      [text.server['payments.detail.ref_tran_id'], paid?.tranid ?? ''],
    ];
    const rowOf = (label: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    const showsReferences = async () => {
      for (const [label, value] of references) {
        expect(value).not.toBe('');
        await expect(rowOf(label)).toContainText(value);
      }
    };
    await showsReferences();
    await capture(page, testInfo, `knet-result-${lang}`);
    await atPhoneWidth(page, testInfo, `knet-result-414-${lang}`, [text.thankYou, paid?.ref ?? '']);

    const receiptLink = page.getByRole('link', { name: text.receipt });
    const receipt = await request.get((await receiptLink.getAttribute('href')) ?? '');
    expect(receipt.ok()).toBe(true);
    await page.setContent(await receipt.text());
    await showsReferences();
    await capture(page, testInfo, `knet-receipt-${lang}`);
  });
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];
  const money = text.actions.money;

  test(`a card payment through MyFatoorah whose customer closed the tab is found paid, then partly refunded (${lang})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const admin = await gatewaysAdmin(request);
    const gateway = await admin.configure(MF_CODE, 'myfatoorah', ['Card', 'بطاقة'], {
      credentials: {
        api_token: MF_ACCOUNT.token,
        webhook_secret: MF_ACCOUNT.webhookSecret,
        base_url: mf.url,
      },
      // Visa/Master among the fake account's methods (InitiatePayment's PaymentMethodId).
      provider_method: '2',
    });
    const { id } = await createRequest(request, { amount: '24.000', pg_codes: [MF_CODE] });

    // The customer pays at MyFatoorah and closes the tab before being sent back: paid at the
    // bank from the start, so no inquiry can come too early and be put off for minutes.
    mf.next('late_success');
    await page.goto(`/${lang}/pos/pay/${id}`);
    await page.getByRole('button', { name: text.payCard }).click();
    await expect(page).toHaveURL(/\/KWT\/ia\/\d+$/, slow);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await capture(page, testInfo, `myfatoorah-bank-page-${lang}`);
    await page.close();

    const staffContext = await browser.newContext({ storageState: ADMIN_STATE });
    const staff = await staffContext.newPage();
    await staff.goto(`/${lang}/payment-request/transactions/${id}`);
    const state = staff.getByText(text.paid, { exact: true }).first();
    // Nobody came back from the bank: only reconciliation's inquiry can find the payment.
    await expect(async () => {
      await staff.reload();
      await expect(state).toBeVisible({ timeout: 2_000 });
    }).toPass(slow);
    await capture(staff, testInfo, `myfatoorah-paid-dashboard-${lang}`);

    const refundButton = staff.getByRole('button', { name: money.title_refund, exact: true });
    await refundButton.click();
    const dialog = staff.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: money.amount.replace('{{currency}}', 'KWD') }).fill('9.000');
    await dialog.getByRole('button', { name: money.title_refund, exact: true }).click();
    await dialog.getByRole('button', { name: text.actions.yes }).click();
    await expect(dialog).toBeHidden(slow);

    const refund = [...mf.book.refunds.values()].at(-1);
    expect(refund?.amountMinor).toBe(9_000);
    const refundId = String(refund?.RefundId);
    mf.settleRefund(refundId, 'done');
    const webhook = { url: gateway.webhook_url ?? '', event: mf.refundEvent(refundId) };
    expect(await mf.sendWebhook(webhook)).toEqual([200]);
    await staff.reload();
    const children = staff.getByRole('region', { name: text.actions.detail.child_transactions });
    await expect(
      children
        .getByRole('row')
        .filter({ hasText: text.actions.detail.kinds.refund })
        .filter({ hasText: '9.000' }),
    ).toHaveCount(1, slow);
    // Confirmed, the refund keeps its 9.000 out of what may still be refunded (a refused one gives it back).
    await refundButton.click();
    // The hint isolates the amount in Arabic (bidi marks), so only the amount itself is matched.
    // The customer paid 24.600: MyFatoorah's 2.5% card charge on 24.000 (the fake's contract).
    await expect(dialog.getByText(money.amount_hint.split('{{available}}')[0] ?? '')).toContainText(
      '15.600 KWD',
    );
    await capture(staff, testInfo, `myfatoorah-refunded-dashboard-${lang}`);
    await staff.keyboard.press('Escape');
    await staffContext.close();
  });
}
