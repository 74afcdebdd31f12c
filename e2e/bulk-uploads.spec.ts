import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import arBulk from '../locales/ar/bulk.json' with { type: 'json' };
import enBulk from '../locales/en/bulk.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';

const BULK = { en: enBulk, ar: arBulk };
const HEADER = 'amount,currency_code,customer_name,gateways,email,send_email';
const rows = (bad: boolean, lang: string) =>
  [
    HEADER,
    `12.500,KWD,Layla ${lang},knet,layla@example.com,yes`,
    `${bad ? '7.2505' : '7.250'},KWD,Omar ${lang},knet,,no`,
    `3.000,KWD,Sara ${lang},${bad ? 'visa' : 'knet'},,no`,
  ].join('\n');

async function chooseAndSend(page: Page, label: string, name: string, text: string, submit: string) {
  await page
    .getByLabel(label, { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: submit }).click();
}

test.describe('bulk uploads', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`a file with two bad rows is read, reported and corrected before dispatch (${lang})`, async ({
      page,
    }, testInfo) => {
      const t = BULK[lang];
      // Each run's own file names: the list keeps earlier runs' uploads.
      const name = `fees-${lang}-${Date.now().toString(36)}`;
      await page.goto(`/${lang}/bulk/uploads`);
      await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();

      // A sample to start from: its header names the required columns.
      const sample = page.waitForEvent('download');
      await page
        .getByRole('button', {
          name: t.samples.download
            .replace('{{name}}', t.samples.one_time_required)
            .replace('{{format}}', 'CSV'),
        })
        .click();
      const sampleText = await readFile(await (await sample).path(), 'utf8');
      expect(sampleText.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
        'amount,currency_code,customer_name,gateways',
      );

      await chooseAndSend(page, t.upload.file, `${name}.csv`, rows(true, lang), t.upload.submit);
      await expect(page).toHaveURL(new RegExp(`/${lang}/bulk/uploads/[0-9a-f-]{36}`));
      const errors = page.getByRole('table', { name: t.errors.caption });
      // The page opens as the file is received; its rows come once the background check ends.
      await expect(errors.getByRole('row')).toHaveCount(3, { timeout: 30_000 });
      await expect(errors.getByRole('row').nth(1)).toContainText('7.2505');
      await expect(errors.getByRole('row').nth(2)).toContainText('visa');
      await capture(page, testInfo, `bulk-upload-errors-${lang}`);
      await page.setViewportSize({ width: 414, height: 900 });
      await capture(page, testInfo, `bulk-upload-errors-${lang}-phone`);
      // Wide tables scroll within themselves: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The error report keeps the file's columns and adds what is wrong.
      const report = page.waitForEvent('download');
      await page.getByRole('button', { name: t.errors.report_as.replace('{{format}}', 'CSV') }).click();
      const reportText = await readFile(await (await report).path(), 'utf8');
      const [reportHeader, ...reportRows] = reportText
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(reportHeader?.startsWith(HEADER)).toBe(true);
      expect(reportRows).toHaveLength(2);

      await chooseAndSend(page, t.reimport.file, `${name}-fixed.csv`, rows(false, lang), t.reimport.submit);
      // The corrected file is checked in the background: on a busy machine that outlasts the default wait.
      await expect(page.getByRole('table', { name: t.errors.caption })).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('table', { name: t.rows.caption }).getByRole('row')).toHaveCount(4);
      await capture(page, testInfo, `bulk-upload-corrected-${lang}`);

      await page.goto(`/${lang}/bulk/uploads`);
      const list = page.getByRole('table', { name: t.uploads.caption });
      await expect(list.getByRole('row', { name: `${name}-fixed.csv` })).toBeVisible();
      await capture(page, testInfo, `bulk-uploads-${lang}`);
      await page.setViewportSize({ width: 414, height: 900 });
      await capture(page, testInfo, `bulk-uploads-${lang}-phone`);
    });
  }
});
