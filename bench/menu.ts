import type { Browser, Page } from 'playwright-core';
import { measureRoute, type RouteLoad } from './js-size';
import { coldPaint, LCP_RUNS, medianPaint, type Paint, workerPaint } from './lcp';
import { KB, kb, progress, type Row, seconds } from './report';

const JS_BUDGET_BYTES = 180 * KB;
const LCP_COLD_BUDGET_MS = 1_500;
const LCP_SW_BUDGET_MS = 800;
const LANGS = ['en', 'ar'] as const;

/**
 * The menu is shown, not its skeleton: the restaurant's title is in the heading (a pulse
 * until the config answers) and the first dish is listed (a pulse grid until the items do).
 */
async function menuShown(page: Page) {
  await page.locator('h1').filter({ hasText: /\S/ }).first().waitFor({ timeout: 60_000 });
  await page.locator('section[aria-labelledby="menu-items"] li').first().waitFor({ timeout: 60_000 });
}

/** Once the worker controls the page, a reload fetches the menu through it, filling its cache. */
async function fillWorkerCache(page: Page) {
  await page.reload({ waitUntil: 'networkidle' });
  await menuShown(page);
}

const runs = (paint: Paint) => `median of ${LCP_RUNS}; ${paint.element}`;

/**
 * The customer menu (/{lang}/new-menu, demo restaurant) in both languages: its first-load
 * JavaScript and its largest contentful paint under slow 4G + CPU 4x, cold and from the
 * service worker.
 */
export async function measureMenu(browser: Browser, baseUrl: string, rows: Row[]): Promise<RouteLoad[]> {
  const loads: RouteLoad[] = [];
  for (const lang of LANGS) {
    const route = `/${lang}/new-menu`;
    progress(`menu ${route}: first-load JavaScript`);
    const load = await measureRoute(browser, baseUrl, route, undefined, menuShown);
    loads.push(load);
    rows.push({
      measure: `first-load JS, menu: ${route} (${load.scripts.length} files, gzip -9)`,
      value: kb(load.totalGzipBytes),
      budget: `≤ ${kb(JS_BUDGET_BYTES)}`,
      met: load.totalGzipBytes <= JS_BUDGET_BYTES,
    });
    const url = `${baseUrl}${route}`;
    const cold = await medianPaint(`menu ${route} LCP, cold`, () => coldPaint(browser, url, menuShown));
    const worker = await medianPaint(`menu ${route} LCP, service worker`, () =>
      workerPaint(browser, url, menuShown, fillWorkerCache),
    );
    rows.push(
      {
        measure: `menu ${route} LCP, slow 4G + CPU 4x, cold (${runs(cold)})`,
        value: seconds(cold.lcpMs),
        budget: `≤ ${seconds(LCP_COLD_BUDGET_MS)}`,
        met: cold.lcpMs <= LCP_COLD_BUDGET_MS,
      },
      {
        measure: `menu ${route} LCP, slow 4G + CPU 4x, from the service worker (${runs(worker)})`,
        value: seconds(worker.lcpMs),
        budget: `≤ ${seconds(LCP_SW_BUDGET_MS)}`,
        met: worker.lcpMs <= LCP_SW_BUDGET_MS,
      },
      {
        measure: `menu ${route} HTML arrival, cold vs service worker`,
        value: `${Math.round(cold.documentMs)} ms vs ${Math.round(worker.documentMs)} ms`,
        budget: '—',
        met: null,
      },
    );
  }
  return loads;
}
