import { expect, type Page, test } from '@playwright/test';
import arHome from '../locales/ar/home.json' with { type: 'json' };
import enHome from '../locales/en/home.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';

// A phone's width and a short screen: the figures fill it and every chart starts out of view.
test.use({ storageState: ADMIN_STATE, viewport: { width: 414, height: 640 } });
// The demo year of transactions makes the first statistics call slow.
test.setTimeout(60_000);
const FIRST_LOAD = { timeout: 20_000 };

const STRINGS = { en: enHome, ar: arHome } as const;
const CHARTS_CHUNK = /\/assets\/apex-chart-[\w-]+\.js$/;

/** Sums the layout shifts not caused by input, as CLS does (one session window is enough here). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const box = { cls: 0 };
    (window as unknown as { shifts: typeof box }).shifts = box;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) box.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { cls: number } }).shifts.cls);

for (const lang of ['en', 'ar'] as const) {
  const t = STRINGS[lang];

  test(`the figures come without the chart library, which loads when a chart scrolls into view (${lang})`, async ({
    page,
  }, testInfo) => {
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (CHARTS_CHUNK.test(new URL(request.url()).pathname)) chartRequests.push(request.url());
    });
    await watchLayoutShifts(page);
    await page.goto(`/${lang}/general-info`);

    await expect(page.getByTestId('stat-total')).toHaveText(/^\d[\d,]*$/, FIRST_LOAD);
    await expect(page.getByTestId('stat-success')).toHaveText(/^\d+(\.\d)?%$/);
    const line = page.locator('[data-chart="line"]');
    await expect(line.getByRole('status')).toHaveText(t.chart_loading);
    // Everything the first screen asks for has arrived, and the charts chunk is not among it.
    await page.waitForLoadState('networkidle');
    expect(chartRequests).toEqual([]);
    await expect(line).not.toBeInViewport();
    const placeholderHeight = (await line.boundingBox())?.height;

    const chunk = page.waitForRequest((request) => CHARTS_CHUNK.test(new URL(request.url()).pathname));
    await line.scrollIntoViewIfNeeded();
    await chunk;
    await expect(line.locator('svg.apexcharts-svg')).toBeVisible({ timeout: 10_000 });
    await expect(line.getByRole('status')).toHaveCount(0);
    // The drawing takes the placeholder's place at the placeholder's size: nothing below moves.
    expect((await line.boundingBox())?.height).toBe(placeholderHeight);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);

    // The chart's figures are text for screen readers, loaded or not.
    const figure = page.getByRole('group').filter({ has: line });
    await expect(figure.getByRole('table')).toHaveCount(1);

    await capture(page, testInfo, `home-charts-414-${lang}`);
  });
}
