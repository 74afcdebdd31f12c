import { expect, test } from '@playwright/test';
import arBulk from '../locales/ar/bulk.json' with { type: 'json' };
import enBulk from '../locales/en/bulk.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';

const BULK = { en: enBulk, ar: arBulk };
/** The texts with their counts and amounts, as the user reads them. */
const TEXT = {
  en: {
    warning: '2 rows match links still unpaid from other uploads',
    confirm: '2 rows match links still unpaid from other uploads.',
    done: 'Dispatched: 3 of 3 rows (100 %)',
    yes: 'Yes',
    requested: '22.750 KWD3 requests',
    outstanding: '22.750 KWD3 requests',
  },
  ar: {
    warning: 'صفان يطابقان روابط غير مدفوعة من ملفات أخرى',
    confirm: 'صفان يطابقان روابط غير مدفوعة من ملفات أخرى.',
    done: 'تمّ الإرسال: 3 من 3 صف (100 ٪)',
    yes: 'نعم',
    requested: '\u206822.750 KWD\u20693 طلبات',
    outstanding: '\u206822.750 KWD\u20693 طلبات',
  },
};

test.describe('bulk summary and repeat billing', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`warns of rows matching another upload's unpaid links, dispatches anyway, and sums the money (${lang})`, async ({
      page,
    }, testInfo) => {
      const t = BULK[lang];
      const stamp = `${lang}-${Date.now().toString(36)}`;
      const email = `summary-${stamp}@example.com`;
      const phone = `+9655${String(Date.now()).slice(-7)}`;
      const header = 'amount,currency_code,customer_name,gateways,email,phone,send_email,send_sms';
      const october = [
        header,
        `12.500,KWD,Layla ${stamp},knet,${email},,no,no`,
        `7.250,KWD,Omar ${stamp},knet,,${phone},no,no`,
      ];
      const november = [
        header,
        `12.500,KWD,Layla ${stamp},knet,${email.toUpperCase()},,no,no`,
        `7.250,KWD,Omar ${stamp},knet,,${phone},no,no`,
        `3.000,KWD,Sara ${stamp},knet,,,no,no`,
      ];

      const upload = async (name: string, rows: string[]) => {
        await page.goto(`/${lang}/bulk/uploads`);
        await page
          .getByLabel(t.upload.file, { exact: true })
          .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
        await page.getByRole('button', { name: t.upload.submit }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/bulk/uploads/[0-9a-f-]{36}`));
      };
      const dispatch = async (confirm: string | null) => {
        await page.getByRole('button', { name: t.dispatch.action, exact: true }).click();
        const dialog = page.getByRole('alertdialog', { name: t.dispatch.confirm_title });
        if (confirm) await expect(dialog).toContainText(confirm);
        else await expect(dialog).not.toContainText(TEXT[lang].confirm);
        return dialog;
      };

      await upload(`october-${stamp}.csv`, october);
      await expect(page.getByText(TEXT[lang].warning)).toHaveCount(0);
      await (await dispatch(null)).getByRole('button', { name: TEXT[lang].yes }).click();
      await expect(page.getByText(TEXT[lang].done.replace(/3/g, '2'))).toBeVisible({ timeout: 30_000 });

      await upload(`november-${stamp}.csv`, november);
      await expect(page.getByText(TEXT[lang].warning)).toBeVisible();
      const matches = page.getByRole('table', { name: t.matches.caption });
      await expect(matches.getByRole('row')).toHaveCount(3);
      await expect(matches.getByRole('link', { name: `october-${stamp}.csv` })).toHaveCount(2);
      await capture(page, testInfo, `bulk-matches-${lang}`);
      await page.setViewportSize({ width: 414, height: 900 });
      await capture(page, testInfo, `bulk-matches-${lang}-phone`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
      await page.setViewportSize({ width: 1280, height: 900 });

      const dialog = await dispatch(TEXT[lang].confirm);
      await capture(page, testInfo, `bulk-matches-confirm-${lang}`);
      await dialog.getByRole('button', { name: TEXT[lang].yes }).click();
      await expect(page.getByText(TEXT[lang].done)).toBeVisible({ timeout: 30_000 });
      // Dispatched, the rows have become links: nothing is left to warn of.
      await expect(page.getByText(TEXT[lang].warning)).toHaveCount(0);

      const summary = page.getByRole('table', { name: t.summary.caption });
      const kwd = summary.getByRole('row').nth(1);
      await expect(kwd.getByRole('cell').nth(1)).toHaveText(TEXT[lang].requested);
      await expect(kwd.getByRole('cell').nth(3)).toHaveText(TEXT[lang].outstanding);
      await capture(page, testInfo, `bulk-summary-${lang}`);
      await page.setViewportSize({ width: 414, height: 900 });
      await capture(page, testInfo, `bulk-summary-${lang}-phone`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
    });
  }
});
