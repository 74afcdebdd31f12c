import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN_STATE, capture } from './fixtures';
import { adminToken, createRequest } from './support/payments';

/** The page's own texts (locales/<lang>/payment-settings.json) and the merchant's message. */
const TEXT = {
  en: {
    heading: 'Pause payments',
    switch: 'Pause all customer payments',
    messageEn: 'Message in English',
    messageAr: 'Message in Arabic',
    save: 'Save',
    yes: 'Yes',
    paused: 'Payments are paused.',
    resumed: 'Payments are resumed.',
    message: 'Closed for Eid, back on Sunday',
  },
  ar: {
    heading: 'إيقاف المدفوعات',
    switch: 'إيقاف جميع مدفوعات العملاء',
    messageEn: 'الرسالة بالإنجليزية',
    messageAr: 'الرسالة بالعربية',
    save: 'حفظ',
    yes: 'نعم',
    paused: 'تم إيقاف المدفوعات.',
    resumed: 'تم استئناف المدفوعات.',
    message: 'مغلق للعيد، نعود يوم الأحد',
  },
} as const;

/** Screenshots the lead reads, beside the report's own copies. */
const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await capture(page, testInfo, name);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(`test-results/screenshots/${name}.png`, `${SHOTS}/${name}.png`);
}

test.use({ storageState: ADMIN_STATE });

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`the owner pauses payments with a message and a pay link shows it, then resumes (${lang})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const { id } = await createRequest(request);
    const pause = page.getByRole('region', { name: text.heading });
    try {
      await page.setViewportSize({ width: 414, height: 900 });
      await page.goto(`/${lang}/admin/payments`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await pause.getByLabel(text.messageEn).fill(TEXT.en.message);
      await pause.getByLabel(text.messageAr).fill(TEXT.ar.message);
      await pause.getByText(text.switch).click();
      await shoot(page, testInfo, `admin-payments-${lang}-414`);
      await pause.getByRole('button', { name: text.save }).click();
      // Pausing stops every customer payment: it is asked for first.
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: text.yes }).click();
      await expect(page.getByText(text.paused).first()).toBeVisible();
      await shoot(page, testInfo, `admin-payments-paused-${lang}-414`);

      const customer = await browser.newContext({ viewport: { width: 414, height: 900 } });
      const payPage = await customer.newPage();
      await payPage.goto(`/${lang}/pos/pay/${id}`);
      await expect(payPage.getByRole('alert')).toContainText(text.message);
      await expect(payPage.getByRole('radio')).toHaveCount(0);
      await shoot(payPage, testInfo, `pay-paused-${lang}-414`);

      await pause.getByText(text.switch).click();
      await pause.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.resumed).first()).toBeVisible();
      await payPage.goto(`/${lang}/pos/pay/${id}`);
      await expect(payPage.getByRole('radio').first()).toBeVisible();
      await customer.close();
    } finally {
      // The next settings spec starts from the seed: not paused, no message.
      const response = await request.patch('/api/v1/merchant/settings', {
        headers: { Authorization: `Bearer ${await adminToken(request)}` },
        data: { payments_paused: false, pause_message_en: '', pause_message_ar: '' },
      });
      expect(response.status()).toBe(200);
    }
  });
}
