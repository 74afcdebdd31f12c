import { expect, test } from '@playwright/test';
import { ADMIN_STATE, capture } from './fixtures';
import { adminToken, DEMO_COLLECTOR_ID } from './support/payments';

/** What the owner and the customer read, per language; the texts are the locales' own. */
const TEXT = {
  en: {
    title: 'Payment restriction',
    max: 'Maximum amount',
    save: 'Save',
    saved: 'Payment restriction saved',
    decimals: 'decimal should be equal or less 3 characters',
    amount: 'Amount',
    aboveMax: 'The amount must be at most 20.000 KWD.',
  },
  ar: {
    title: 'قيود الدفع',
    max: 'الحد الأقصى للمبلغ',
    save: 'حفظ',
    saved: 'تم حفظ قيود الدفع',
    decimals: 'يجب ألا تزيد الخانات العشرية عن 3',
    amount: 'المبلغ',
    aboveMax: /يجب ألا يزيد المبلغ عن/,
  },
} as const;

// The demo seed's restriction, put back so the next file starts from it.
const SEEDED = {
  amounts: { KWD: { min_amount: '1', max_amount: '500' } },
  all_gateways: false,
  pg_codes: ['knet', 'kpay', 'card'],
};

test.use({ storageState: ADMIN_STATE });

test.afterEach(async ({ request }) => {
  const response = await request.put('/api/v1/plugins/customer_payment/payment-restriction', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: SEEDED,
  });
  expect(response.ok()).toBe(true);
});

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`the owner sets a maximum and the collector page refuses more (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${lang}/customer-payment/payment-restriction`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const max = page.getByRole('textbox', { name: text.max });
    await expect(max).toHaveValue('500.000');
    // The form's own check, the same rule as the server's: KWD takes three decimals.
    await max.fill('20.0001');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.decimals)).toBeVisible();
    await max.fill('20');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(max).toHaveValue('20.000');
    await capture(page, testInfo, `restriction-${lang}`);

    await page.goto(`/${lang}/pos/pay/collect/${DEMO_COLLECTOR_ID}`);
    const amount = page.getByRole('textbox', { name: new RegExp(text.amount) });
    await amount.fill('25');
    await expect(page.getByText(text.aboveMax)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await capture(page, testInfo, `restriction-collector-${lang}`);
    await amount.fill('20');
    await expect(page.getByRole('radio').first()).toBeVisible();
  });

  test(`the restriction page fits a phone (${lang})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 414, height: 896 });
    await page.goto(`/${lang}/customer-payment/payment-restriction`);
    await expect(page.getByRole('textbox', { name: text.max })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await capture(page, testInfo, `restriction-414-${lang}`);
  });
}
