import type { Browser, Page } from 'playwright-core';
import { createPaymentRequest, logIn } from './api';
import { measureRoute, type RouteLoad } from './js-size';
import { paintRows } from './lcp';
import { KB, kb, progress, type Row } from './report';

const JS_BUDGET_BYTES = 180 * KB;
const LANGS = ['en', 'ar'] as const;
/** The pay page's heading exists once its content (not the loading skeleton) has rendered. */
const contentShown = (page: Page) => page.locator('h1').first().waitFor({ timeout: 60_000 });

/**
 * The pay page of a freshly created payment request: its first-load JavaScript and its
 * largest contentful paint under slow 4G, cold and warm (the worker active, the page kept), in
 * both languages. Warm, the network still answers first when it does within the worker's
 * timeout: the kept copy is for a weak connection, the scripts come from the precache.
 */
export async function measurePayPage(browser: Browser, baseUrl: string, rows: Row[]): Promise<RouteLoad> {
  const transactionId = await createPaymentRequest(baseUrl, await logIn(baseUrl));
  progress('pay page first-load JavaScript');
  const load = await measureRoute(browser, baseUrl, `/en/pos/pay/${transactionId}`, undefined, contentShown);
  rows.push({
    measure: `first-load JS, pay page: /en/pos/pay/{id} (${load.scripts.length} files, gzip -9)`,
    value: kb(load.totalGzipBytes),
    budget: `≤ ${kb(JS_BUDGET_BYTES)}`,
    met: load.totalGzipBytes <= JS_BUDGET_BYTES,
  });
  for (const lang of LANGS) {
    const url = `${baseUrl}/${lang}/pos/pay/${transactionId}`;
    rows.push(...(await paintRows(browser, `pay page /${lang}/pos/pay/{id}`, url, contentShown)));
  }
  return { ...load, route: '/en/pos/pay/{id}' };
}
