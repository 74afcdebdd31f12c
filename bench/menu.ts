import type { Browser, Page } from 'playwright-core';
import { measureRoute, type RouteLoad } from './js-size';
import { paintRows } from './lcp';
import { KB, kb, progress, type Row } from './report';

const JS_BUDGET_BYTES = 180 * KB;
const LANGS = ['en', 'ar'] as const;

/**
 * The menu is shown, not its skeleton: the restaurant's title is in the heading (a pulse
 * until the config answers) and the first dish is listed (a pulse grid until the items do).
 */
async function menuShown(page: Page) {
  await page.locator('h1').filter({ hasText: /\S/ }).first().waitFor({ timeout: 60_000 });
  await page.locator('section[aria-labelledby="menu-items"] li').first().waitFor({ timeout: 60_000 });
}

/**
 * The customer menu (/{lang}/new-menu, demo restaurant) in both languages: its first-load
 * JavaScript and its largest contentful paint under slow 4G + CPU 4x, cold and warm (the
 * worker active, the drawn menu kept: a returning customer gets that copy at once).
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
    rows.push(...(await paintRows(browser, `menu ${route}`, `${baseUrl}${route}`, menuShown)));
  }
  return loads;
}
