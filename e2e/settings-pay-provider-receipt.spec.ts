import { expect, test } from '@playwright/test';
import { KNET } from '../tests/server/gateways/knet/knet-fixtures';
import { type KnetFake, startKnetFake } from '../tests/support/providers/knet-fake';
import { capture } from './fixtures';
import { adminToken, createRequest } from './support/payments';
import { gatewaysAdmin } from './support/providers';

// Issue 24 (with the settings specs: it adds a gateway and changes a fee, both merchant-wide):
// a customer pays through KNET's page (the local fake) and the result page names the
// references their bank asks for in a dispute; a fee raised while the page is open is a 409
// that shows the new total and charges nothing.
let fake: KnetFake;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fake = await startKnetFake(KNET);
});
// A gateway in test mode shows its badge on every dashboard: the next specs start without it.
test.afterAll(async ({ request }) => {
  await (await gatewaysAdmin(request)).remove(CODE);
  await fake.close();
});

const CODE = `knet-e2e-${Date.now() % 100_000}`;
const TEXT = {
  en: {
    thanks: 'Thank you!',
    bankRef: 'Bank reference',
    auth: 'Authorisation code',
    paymentId: 'Payment ID',
  },
  ar: { thanks: 'شكرًا لك!', bankRef: 'المرجع البنكي', auth: 'رمز التفويض', paymentId: 'رقم عملية الدفع' },
};

test('the KNET gateway is set up with its test account', async ({ request }) => {
  await (await gatewaysAdmin(request)).configure(CODE, 'knet', ['KNET', 'كي نت'], {
    credentials: {
      tranportal_id: KNET.tranportalId,
      tranportal_password: KNET.password,
      resource_key: KNET.resourceKey,
      base_url: fake.url,
    },
  });
});

for (const lang of ['en', 'ar'] as const) {
  test(`a customer pays with KNET and the result page shows the bank's references (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const { id } = await createRequest(request, { amount: '20.000', pg_codes: [CODE] });
    await page.setViewportSize({ width: 414, height: 896 });
    await page.goto(`/${lang}/pos/pay/${id}`);
    await page
      .getByRole('button', { name: /KNET|كي نت/ })
      .last()
      .click();
    await expect(page.getByRole('heading', { name: 'KNET test page' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: TEXT[lang].thanks })).toBeVisible();
    const t = TEXT[lang];
    for (const label of [t.paymentId, t.bankRef, t.auth]) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      await expect(row.getByRole('cell')).toHaveText(/^[0-9A-Za-z]+$/);
    }
    await capture(page, testInfo, `knet-receipt-references-${lang}`);
  });
}

const CHANGED = {
  en: 'The total changed since you saw it, so nothing was charged. Check the new total and pay again.',
  ar: 'تغيّر المبلغ الإجمالي منذ أن عُرض عليك، ولذلك لم يُخصم أي مبلغ. راجع المبلغ الجديد ثم ادفع مرة أخرى.',
};

for (const lang of ['en', 'ar'] as const) {
  test(`a fee raised while the pay page is open shows the new total and charges nothing (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    const { id } = await createRequest(request, { amount: '12.500', pg_codes: ['kpay'] });
    await page.goto(`/${lang}/pos/pay/${id}`);
    await expect(page.getByText(/12[.٫]725/).first()).toBeVisible();
    const raised = await request.patch('/api/v1/admin/gateways/kpay', {
      headers,
      data: { fee_fixed: '0.300' },
    });
    expect(raised.status()).toBe(200);
    try {
      await page
        .getByRole('button', { name: /KPay|كي باي/ })
        .last()
        .click();
      await expect(page.getByText(CHANGED[lang])).toBeVisible();
      await expect(page.getByText(/12[.٫]925/).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/pos/pay/${id}`));
      await capture(page, testInfo, `pay-total-changed-${lang}`);
    } finally {
      await request.patch('/api/v1/admin/gateways/kpay', { headers, data: { fee_fixed: '0.100' } });
    }
  });
}
