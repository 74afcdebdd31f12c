import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPaymentRequest, logIn } from './api';
import { measureRoute, type RouteLoad } from './js-size';
import { KB, kb, median, progress, type Row, seconds } from './report';

const JS_BUDGET_BYTES = 180 * KB;
const LCP_COLD_BUDGET_MS = 1_500;
const LCP_SW_BUDGET_MS = 800;
const RUNS = 3;
const SW_TIMEOUT_MS = 30_000;
const SETTLE_MS = 1_000;

/** Slow 4G as the issue defines it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

interface Paint {
  lcpMs: number;
  /** What the largest paint was, so a figure for a skeleton or a spinner is recognisable. */
  element: string;
  /** Navigation request start to its last byte: how long the document took to arrive. */
  documentMs: number;
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The pay page's heading exists once its content (not the loading skeleton) has rendered. */
const contentShown = (page: Page) => page.locator('h1').first().waitFor({ timeout: 60_000 });

/** Loads the page under slow 4G, lets it settle, then reads the last LCP candidate the browser reported. */
async function paintOf(page: Page, url: string): Promise<Paint> {
  await throttle(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await contentShown(page);
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  // The heading's paint is reported a frame or more after it is in the DOM (slower at CPU 4x).
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(
    () =>
      new Promise<Paint>((resolve, reject) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const documentMs = nav ? nav.responseEnd - nav.startTime : Number.NaN;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            | (PerformanceEntry & { element?: Element | null })
            | undefined;
          if (!last) return;
          const node = last.element;
          const text = node?.textContent?.trim().slice(0, 30) ?? '';
          const element = node
            ? `<${node.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`
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

/** A first, unthrottled visit installs the worker; the measured second visit is one it controls. */
async function workerPaint(browser: Browser, url: string): Promise<Paint> {
  const context: BrowserContext = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: SW_TIMEOUT_MS,
    });
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
    progress(`pay page LCP, ${name}: run ${run} of ${RUNS}`);
    paints.push(await measureOnce());
  }
  const middle = median(paints.map((paint) => paint.lcpMs));
  return paints.find((paint) => paint.lcpMs === middle) ?? (paints[0] as Paint);
}

/**
 * The pay page of a freshly created payment request: its first-load JavaScript and its
 * largest contentful paint under slow 4G, cold and from the service worker.
 */
export async function measurePayPage(browser: Browser, baseUrl: string, rows: Row[]): Promise<RouteLoad> {
  const transactionId = await createPaymentRequest(baseUrl, await logIn(baseUrl));
  const route = `/en/pos/pay/${transactionId}`;
  progress('pay page first-load JavaScript');
  const load = await measureRoute(browser, baseUrl, route, undefined, contentShown);
  rows.push({
    measure: `first-load JS, pay page: /en/pos/pay/{id} (${load.scripts.length} files, gzip -9)`,
    value: kb(load.totalGzipBytes),
    budget: `≤ ${kb(JS_BUDGET_BYTES)}`,
    met: load.totalGzipBytes <= JS_BUDGET_BYTES,
  });
  const url = `${baseUrl}${route}`;
  const cold = await medianPaint('cold', () => coldPaint(browser, url));
  const worker = await medianPaint('service worker', () => workerPaint(browser, url));
  rows.push(
    {
      measure: `pay page LCP, slow 4G + CPU 4x, cold (median of ${RUNS}; ${cold.element})`,
      value: seconds(cold.lcpMs),
      budget: `≤ ${seconds(LCP_COLD_BUDGET_MS)}`,
      met: cold.lcpMs <= LCP_COLD_BUDGET_MS,
    },
    {
      measure: `pay page LCP, slow 4G + CPU 4x, from the service worker (median of ${RUNS}; ${worker.element})`,
      value: seconds(worker.lcpMs),
      budget: `≤ ${seconds(LCP_SW_BUDGET_MS)}`,
      met: worker.lcpMs <= LCP_SW_BUDGET_MS,
    },
    {
      measure: 'pay page HTML arrival, cold vs service worker (under 150 ms: the cache skips the throttle)',
      value: `${Math.round(cold.documentMs)} ms vs ${Math.round(worker.documentMs)} ms`,
      budget: '—',
      met: null,
    },
  );
  return { ...load, route: '/en/pos/pay/{id}' };
}
