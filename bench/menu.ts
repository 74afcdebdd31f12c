import type { Browser, BrowserContext, Page } from 'playwright-core';
import { measureRoute, type RouteLoad } from './js-size';
import { KB, kb, median, progress, type Row, seconds } from './report';

const JS_BUDGET_BYTES = 180 * KB;
const LCP_COLD_BUDGET_MS = 1_500;
const LCP_SW_BUDGET_MS = 800;
const RUNS = 3;
const SW_TIMEOUT_MS = 30_000;
const SETTLE_MS = 1_000;
const LANGS = ['en', 'ar'] as const;

/** Slow 4G as the payments issue defines it (the pay page's bench uses the same profile). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

interface Paint {
  lcpMs: number;
  /** What the largest paint was, so a figure for a skeleton is recognisable. */
  element: string;
  /** Navigation request start to its last byte: how long the document took to arrive. */
  documentMs: number;
}

/**
 * The menu is shown, not its skeleton: the restaurant's title is in the heading (a pulse
 * until the config answers) and the first dish is listed (a pulse grid until the items do).
 */
async function menuShown(page: Page) {
  await page.locator('h1').filter({ hasText: /\S/ }).first().waitFor({ timeout: 60_000 });
  await page.locator('section[aria-labelledby="menu-items"] li').first().waitFor({ timeout: 60_000 });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Loads the menu under slow 4G + CPU 4x, lets it settle, then reads the last LCP candidate. */
async function paintOf(page: Page, url: string): Promise<Paint> {
  await throttle(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await menuShown(page);
  // The menu's images (header, banners, dishes) are LCP candidates once they have loaded.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(
    () =>
      new Promise<Paint>((resolve, reject) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const documentMs = nav ? nav.responseEnd - nav.startTime : Number.NaN;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            | (PerformanceEntry & { element?: Element | null; url?: string })
            | undefined;
          if (!last) return;
          const node = last.element;
          const text = node?.textContent?.trim().slice(0, 30) ?? '';
          const source = last.url ? ` ${new URL(last.url).pathname}` : '';
          const element = node
            ? `<${node.tagName.toLowerCase()}>${text ? ` "${text}"` : source}`
            : 'removed element';
          resolve({ lcpMs: last.startTime, element, documentMs });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => reject(new Error('no largest-contentful-paint entry')), 5_000);
      }),
  );
}

async function coldPaint(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    return await paintOf(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

/**
 * A first, unthrottled visit installs the worker and lets the menu's API answers and images
 * reach its runtime cache; the measured second visit is one it controls, as a customer
 * reopening the menu from the home screen.
 */
async function workerPaint(browser: Browser, url: string): Promise<Paint> {
  const context: BrowserContext = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: SW_TIMEOUT_MS,
    });
    // Controlled from here on: a reload fetches the menu through the worker, filling its cache.
    await first.reload({ waitUntil: 'networkidle' });
    await menuShown(first);
    await first.close();
    const second = await context.newPage();
    const paint = await paintOf(second, url);
    const controlled = await second.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('the service worker did not control the second visit');
    return paint;
  } finally {
    await context.close();
  }
}

async function medianPaint(name: string, measureOnce: () => Promise<Paint>): Promise<Paint> {
  const paints: Paint[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    progress(`${name}: run ${run} of ${RUNS}`);
    paints.push(await measureOnce());
  }
  const middle = median(paints.map((paint) => paint.lcpMs));
  return paints.find((paint) => paint.lcpMs === middle) ?? (paints[0] as Paint);
}

const runs = (paint: Paint) => `median of ${RUNS}; ${paint.element}`;

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
    const cold = await medianPaint(`menu ${route} LCP, cold`, () => coldPaint(browser, url));
    const worker = await medianPaint(`menu ${route} LCP, service worker`, () => workerPaint(browser, url));
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
