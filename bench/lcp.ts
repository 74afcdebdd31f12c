import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { median, progress, type Row, seconds } from './report';

export const LCP_RUNS = 3;
const LCP_COLD_BUDGET_MS = 1_500;
const LCP_WARM_BUDGET_MS = 800;
const SW_TIMEOUT_MS = 30_000;
const SETTLE_MS = 1_000;

/** Slow 4G as the payments issue defines it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

export interface Paint {
  lcpMs: number;
  /** What the largest paint was, so a figure for a skeleton or a spinner is recognisable. */
  element: string;
  /** Navigation request start to its last byte: how long the document took to arrive. */
  documentMs: number;
}

/** Resolves once the page shows its content, not its loading skeleton. */
export type Shown = (page: Page) => Promise<void>;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * The worker fetches from a target of its own, which the page's throttling does not reach: a
 * warm visit's pages would come over an unthrottled network. Playwright has no session for that
 * target, so the commands go through the browser's (Target.sendMessageToTarget).
 */
async function throttleWorkers(browser: Browser): Promise<CDPSession> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter((info) => info.type === 'service_worker');
  if (workers.length === 0) throw new Error('no running service worker to throttle');
  for (const target of workers) {
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    });
    const commands = [
      { id: 1, method: 'Network.enable', params: {} },
      { id: 2, method: 'Network.emulateNetworkConditions', params: SLOW_4G },
    ];
    for (const command of commands) {
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(command) });
    }
  }
  // The conditions hold while this session lives: the caller detaches it after measuring.
  return cdp;
}

/** Loads the page under slow 4G, lets it settle, then reads the last LCP candidate the browser reported. */
async function paintOf(page: Page, url: string, shown: Shown): Promise<Paint> {
  await throttle(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await shown(page);
  // Images are candidates once loaded, and a paint is reported a frame or more after the DOM has it.
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

export async function coldPaint(browser: Browser, url: string, shown: Shown): Promise<Paint> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    return await paintOf(await context.newPage(), url, shown);
  } finally {
    await context.close();
  }
}

/**
 * Warm: a returning visitor. A first, unthrottled visit installs the worker; `keep`, once it
 * controls the page, has it keep its copies (a reload through it) and checks they are kept. The
 * measured visit, under the same throttling, is one the worker controls with those copies in.
 */
export async function warmPaint(browser: Browser, url: string, shown: Shown, keep: Shown): Promise<Paint> {
  const context: BrowserContext = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: SW_TIMEOUT_MS,
    });
    await keep(first);
    await first.close();
    const workers = await throttleWorkers(browser);
    const second = await context.newPage();
    const paint = await paintOf(second, url, shown).finally(() => workers.detach());
    const controlled = await second.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('the service worker did not control the second visit');
    return paint;
  } finally {
    await context.close();
  }
}

/** Resolves once the worker's Cache Storage holds a copy of the page at `url`, else fails. */
export async function copyKept(page: Page, url: string): Promise<void> {
  const kept = await page.evaluate(async (pathname) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if ((await cache.keys()).some((request) => new URL(request.url).pathname === pathname)) return true;
    }
    return false;
  }, new URL(url).pathname);
  if (!kept) throw new Error(`the service worker kept no copy of ${url}`);
}

export async function medianPaint(name: string, measureOnce: () => Promise<Paint>): Promise<Paint> {
  const paints: Paint[] = [];
  for (let run = 1; run <= LCP_RUNS; run += 1) {
    progress(`${name}: run ${run} of ${LCP_RUNS}`);
    paints.push(await measureOnce());
  }
  const middle = median(paints.map((paint) => paint.lcpMs));
  return paints.find((paint) => paint.lcpMs === middle) ?? (paints[0] as Paint);
}

/** A returning visit under the worker: its copy kept by a reload through it. */
async function keptByReload(page: Page, shown: Shown) {
  await page.reload({ waitUntil: 'networkidle' });
  await shown(page);
  await copyKept(page, page.url());
}

/** Cold and warm LCP of one page (median of LCP_RUNS each, with the element painted) and its HTML's arrival. */
export async function paintRows(browser: Browser, name: string, url: string, shown: Shown): Promise<Row[]> {
  const cold = await medianPaint(`${name} LCP, cold`, () => coldPaint(browser, url, shown));
  const warm = await medianPaint(`${name} LCP, warm`, () =>
    warmPaint(browser, url, shown, (page) => keptByReload(page, shown)),
  );
  const runs = (paint: Paint) => `median of ${LCP_RUNS}; ${paint.element}`;
  return [
    {
      measure: `${name} LCP, slow 4G + CPU 4x, cold (${runs(cold)})`,
      value: seconds(cold.lcpMs),
      budget: `≤ ${seconds(LCP_COLD_BUDGET_MS)}`,
      met: cold.lcpMs <= LCP_COLD_BUDGET_MS,
    },
    {
      measure: `${name} LCP, slow 4G + CPU 4x, warm: service worker active, page kept (${runs(warm)})`,
      value: seconds(warm.lcpMs),
      budget: `≤ ${seconds(LCP_WARM_BUDGET_MS)}`,
      met: warm.lcpMs <= LCP_WARM_BUDGET_MS,
    },
    {
      measure: `${name} HTML arrival, cold vs warm`,
      value: `${Math.round(cold.documentMs)} ms vs ${Math.round(warm.documentMs)} ms`,
      budget: '—',
      met: null,
    },
  ];
}
