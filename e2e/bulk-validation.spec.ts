import { writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import arBulk from '../locales/ar/bulk.json' with { type: 'json' };
import enBulk from '../locales/en/bulk.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { expectNoAxeViolations } from './support/axe';

const BULK = { en: enBulk, ar: arBulk };
// The most a file may hold: its check (a few seconds) outlasts the upload's page opening,
// even on two shared cores.
const ROWS = 100_000;
// Two bad rows among them: an amount with too many decimals and an unknown gateway.
const BAD_ROWS = new Map([
  [1_234, '7.2505,KWD,Bad amount,knet'],
  [97_000, '3.000,KWD,Bad gateway,visa'],
]);
const PROGRESS = {
  en: /^Validating: [\d,]+ of 100,000 rows \(\d+ %\)$/,
  ar: /^جارٍ التحقق: [\d,]+ من 100,000 صف \(\d+ ٪\)$/,
};
const COUNTS = { rows: '100,000', valid: '99,998', invalid: '2' };

/** A file of ROWS payment requests, written for this run: big enough that its check takes a while. */
async function bigFile(path: string) {
  const lines = ['amount,currency_code,customer_name,gateways'];
  for (let n = 1; n <= ROWS; n += 1) lines.push(BAD_ROWS.get(n) ?? `12.500,KWD,Customer ${n},knet`);
  await writeFile(path, `${lines.join('\n')}\n`);
}

async function upload(page: Page, lang: 'en' | 'ar', file: string | { name: string; text: string }) {
  const t = BULK[lang];
  await page.goto(`/${lang}/bulk/uploads`);
  await page
    .getByLabel(t.upload.file, { exact: true })
    .setInputFiles(
      typeof file === 'string'
        ? file
        : { name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) },
    );
  await page.getByRole('button', { name: t.upload.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/bulk/uploads/[0-9a-f-]{36}$`));
  // The address changes before the upload's page is drawn in place of the list; a server busy
  // checking another file sends it more slowly.
  await expect(page.getByRole('heading', { name: t.detail_title, level: 1, exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

/** The upload's figures as its page lists them (label → value). */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('bulk file validation', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`a large file shows its check's progress, then turns Ready with its counts (${lang})`, async ({
      page,
    }, testInfo) => {
      const t = BULK[lang];
      const path = testInfo.outputPath(`requests-${lang}-${Date.now().toString(36)}.csv`);
      await bigFile(path);
      // The validating state is looked at as it is drawn: at phone width, the bar under its text.
      if (lang === 'ar') await page.setViewportSize({ width: 414, height: 900 });
      await upload(page, lang, path);

      const progress = page.getByText(PROGRESS[lang]);
      await expect(progress).toBeVisible({ timeout: 30_000 });
      const bar = page.getByRole('progressbar');
      await expect(bar).toBeVisible();
      const shown = Number(await bar.getAttribute('aria-valuenow'));
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(shown).toBeLessThan(100);
      await expect(figure(page, t.uploads.state)).toHaveText(t.state.validating);
      await capture(page, testInfo, `bulk-validation-progress-${lang}${lang === 'ar' ? '-phone' : ''}`);

      // The page reads the upload again by itself until the check ends.
      await expect(figure(page, t.uploads.state)).toHaveText(t.state.ready, { timeout: 90_000 });
      await expect(progress).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(figure(page, t.uploads.rows)).toHaveText(COUNTS.rows);
      await expect(figure(page, t.uploads.valid)).toHaveText(COUNTS.valid);
      await expect(figure(page, t.uploads.invalid)).toHaveText(COUNTS.invalid);
      const errors = page.getByRole('table', { name: t.errors.caption });
      await expect(errors.getByRole('row')).toHaveCount(3);
      await expect(errors.getByRole('row').nth(1)).toContainText('7.2505');
      await expect(errors.getByRole('row').nth(2)).toContainText('visa');
      await capture(page, testInfo, `bulk-validation-ready-${lang}${lang === 'ar' ? '-phone' : ''}`);
    });

    test(`the trail to an upload's logs wraps between crumbs at phone width (${lang})`, async ({
      page,
    }, testInfo) => {
      const t = BULK[lang];
      const name = `requests-2027-september-school-fees-grade-ten-${lang}-${Date.now().toString(36)}.csv`;
      await upload(page, lang, {
        name,
        text: 'amount,currency_code,customer_name,gateways\n1.000,KWD,Huda,knet\n',
      });
      await page.getByRole('link', { name: t.dispatch_log.open_page }).click();
      await expect(page).toHaveURL(/\/dispatch-logs$/);

      const trail = page.getByRole('navigation', { name: lang === 'ar' ? 'مسار التنقل' : 'Breadcrumbs' });
      const file = trail.getByRole('link', { name });
      await expect(file).toHaveAttribute('href', new RegExp(`/${lang}/bulk/uploads/[0-9a-f-]{36}$`));
      await expect(file.locator('[title]')).toHaveAttribute('title', name);
      for (const width of [1280, 414]) {
        await page.setViewportSize({ width, height: 900 });
        // Each crumb is one line: a long trail breaks between crumbs, never inside a word.
        const lines = await trail.getByRole('listitem').evaluateAll((items) =>
          items.map((item) => {
            const text = item.querySelector('span') as HTMLElement;
            return Math.round(
              text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight),
            );
          }),
        );
        expect(lines.every((count) => count === 1)).toBe(true);
        const fileBox = await file.boundingBox();
        expect((fileBox?.x ?? -1) >= 0 && (fileBox?.x ?? 0) + (fileBox?.width ?? 0) <= width).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await capture(page, testInfo, `bulk-breadcrumbs-${lang}-${width}`);
        await expectNoAxeViolations(page, `dispatch logs at ${width} px (${lang})`, (axe) =>
          axe.include('nav'),
        );
      }
      // At phone width the long name is cut short with an ellipsis, its text still whole.
      expect(await file.locator('[title]').evaluate((text) => text.scrollWidth > text.clientWidth)).toBe(
        true,
      );
      await expect(file).toHaveText(name);
    });
  }
});
