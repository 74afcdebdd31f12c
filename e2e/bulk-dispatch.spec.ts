import { expect, test } from '@playwright/test';
import arBulk from '../locales/ar/bulk.json' with { type: 'json' };
import enBulk from '../locales/en/bulk.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { waitForMail } from './support/sinks-client';

const BULK = { en: enBulk, ar: arBulk };
/** The page's texts with their counts, as the user reads them. */
const TEXT = {
  en: {
    intro: 'Dispatch creates 3 payment links and sends 2 emails and 1 SMS.',
    done: 'Dispatched: 3 of 3 rows (100 %)',
    yes: 'Yes',
  },
  ar: {
    intro: `الإرسال ينشئ 3 روابط دفع ويرسل رسالتَي بريد ورسالة نصية واحدة.`,
    done: 'تمّ الإرسال: 3 من 3 صف (100 ٪)',
    yes: 'نعم',
  },
};

test.describe('bulk dispatch', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`an upload is dispatched after a confirmation, to 100 %, and its links arrive by email (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const t = BULK[lang];
      const stamp = `${lang}-${Date.now().toString(36)}`;
      const email = (n: number) => `dispatch-${stamp}-${n}@example.com`;
      const file = [
        'amount,currency_code,customer_name,gateways,email,phone,send_email,send_sms',
        `12.500,KWD,Layla ${stamp},knet,${email(1)},,yes,no`,
        `7.250,KWD,Omar ${stamp},knet,${email(2)},+96550000000,yes,yes`,
        `3.000,KWD,Sara ${stamp},knet,,,no,no`,
      ].join('\n');

      await page.goto(`/${lang}/bulk/uploads`);
      await page
        .getByLabel(t.upload.file, { exact: true })
        .setInputFiles({ name: `rents-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByRole('button', { name: t.upload.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/bulk/uploads/[0-9a-f-]{36}`));

      // Dispatch is offered once the background check of the file ends.
      await expect(page.getByText(TEXT[lang].intro)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(t.dispatch_log.empty)).toBeVisible();
      await page.getByRole('button', { name: t.dispatch.action, exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: t.dispatch.confirm_title });
      await expect(dialog).toBeVisible();
      await capture(page, testInfo, `bulk-dispatch-confirm-${lang}`);
      await dialog.getByRole('button', { name: TEXT[lang].yes }).click();

      await expect(page.getByText(TEXT[lang].done)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      const log = page.getByRole('table', { name: t.dispatch_log.caption });
      await expect(log.getByRole('row')).toHaveCount(2);
      // Rows can no longer be corrected once dispatched.
      await expect(page.getByRole('button', { name: t.rows.edit_for.replace('{{row}}', '2') })).toHaveCount(
        0,
      );
      await capture(page, testInfo, `bulk-dispatched-${lang}`);
      await page.setViewportSize({ width: 414, height: 900 });
      await capture(page, testInfo, `bulk-dispatched-${lang}-phone`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);

      // The link arrives at a real SMTP server, pointing at the customer's pay page.
      const mail = await waitForMail(request, email(2), (m) => /\/pos\/pay\/[0-9a-f-]{36}/.test(m.text));
      expect(mail.text).toContain('7.250');
    });
  }
});
