import { expect, type Page, test } from '@playwright/test';
import arHome from '../locales/ar/home.json' with { type: 'json' };
import enHome from '../locales/en/home.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });
// The demo year of transactions makes the first statistics call the slowest of the suite.
test.setTimeout(60_000);
const FIRST_LOAD = { timeout: 20_000 };

const STRINGS = { en: enHome, ar: arHome } as const;
const CHART_TYPES = ['line', 'donut', 'bar'] as const;

const figure = (page: Page, testId: string) => page.getByTestId(testId);

for (const lang of ['en', 'ar'] as const) {
  const t = STRINGS[lang];

  test(`the home page shows real figures and draws its charts (${lang})`, async ({ page }, testInfo) => {
    await page.goto(`/${lang}/general-info`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible(FIRST_LOAD);

    // The demo data's year of transactions: the figures are numbers, not skeletons.
    await expect(figure(page, 'stat-total')).toHaveText(/^\d[\d,]*$/, FIRST_LOAD);
    await expect(figure(page, 'stat-success')).toHaveText(/^\d+(\.\d)?%$/);
    await expect(
      page.getByRole('region', { name: t.recent_orders.title }).getByRole('row').nth(1),
    ).toBeVisible();

    for (const type of CHART_TYPES) {
      // Each chart is drawn once it nears the screen (home-charts-lazy.spec.ts).
      await page.locator(`[data-chart="${type}"]`).first().scrollIntoViewIfNeeded();
      await expect(page.locator(`[data-chart="${type}"] svg.apexcharts-svg`).first()).toBeVisible({
        timeout: 10_000,
      });
    }

    // Each chart's figures are also text for screen readers.
    const share = page.getByRole('group', { name: t.gateways.share_summary });
    await expect(share.getByRole('table')).toHaveCount(1);
    await expect(share.getByRole('rowheader').first()).not.toBeEmpty();

    await page.evaluate(() => window.scrollTo(0, 0));
    await capture(page, testInfo, `home-${lang}`);
  });

  test(`period, custom range and year change the figures (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/general-info`);
    await expect(figure(page, 'stat-total')).toHaveText(/^\d[\d,]*$/, FIRST_LOAD);

    const month = page.waitForResponse(/\/dashboard\/statistics\?period=month/);
    await page.getByRole('combobox', { name: t.period.label }).selectOption('month');
    expect((await month).ok()).toBe(true);
    await expect(page).toHaveURL(/period=month/);
    await expect(figure(page, 'stat-total')).toHaveText(/^\d[\d,]*$/);
    const monthTotal = Number((await figure(page, 'stat-total').textContent())?.replace(/,/g, ''));

    const custom = page.waitForResponse(/\/dashboard\/statistics\?period=custom&date_after=/);
    await page.getByRole('combobox', { name: t.period.label }).selectOption('custom');
    const from = page.getByLabel(t.period.from, { exact: true });
    const to = page.getByLabel(t.period.to, { exact: true });
    await expect(from).toBeVisible();
    expect((await custom).ok()).toBe(true);
    await expect(to).toHaveAttribute('min', await from.inputValue());

    // A whole year back: at least as many transactions as this month.
    const year = page.waitForResponse(/date_after=\d{4}-\d{2}-\d{2}&date_before=/);
    const today = await to.inputValue();
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    await from.fill(yearAgo);
    expect((await year).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`date_after=${yearAgo}`));
    await expect(to).toHaveAttribute('min', yearAgo);
    await expect
      .poll(async () => Number((await figure(page, 'stat-total').textContent())?.replace(/,/g, '')))
      .toBeGreaterThanOrEqual(monthTotal);

    const yearSelect = page.getByRole('combobox', { name: t.average.year });
    const current = Number(await yearSelect.inputValue());
    await expect(yearSelect.locator('option')).toHaveCount(10);
    const previous = page.waitForResponse(new RegExp(`/dashboard/avg_txn_size\\?year=${current - 1}`));
    await yearSelect.selectOption(String(current - 1));
    expect((await previous).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`year=${current - 1}`));
  });
}
