import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../playwright.config.ts';

export interface ScriptLoad {
  path: string;
  gzipBytes: number;
}

export interface RouteLoad {
  route: string;
  scripts: ScriptLoad[];
  totalGzipBytes: number;
}

export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

const QUIET_MS = 500;

/** Resolves once the page has neither started nor finished a request for QUIET_MS. */
async function networkQuiet(page: Page, lastActivity: () => number) {
  while (performance.now() - lastActivity() < QUIET_MS) {
    await page.waitForTimeout(100);
  }
}

/**
 * Every JavaScript response a fresh load of `route` fetches until the network is idle,
 * gzipped at level 9. The service worker is blocked and the context is new, so nothing
 * comes from a cache: this is what a first visit costs. `ready` waits for the page's
 * content when its route chunks may start after the network first goes idle (a busy CPU
 * can spend longer than the idle window running the entry script). The viewport decides what
 * a page loads only once in view (the dashboard home's charts); Playwright's default is 1280×720.
 */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  contextOptions?: Pick<BrowserContextOptions, 'storageState' | 'viewport'>,
  ready?: (page: Page) => Promise<void>,
): Promise<RouteLoad> {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<ScriptLoad | undefined>[] = [];
  let lastActivity = performance.now();
  const touch = () => {
    lastActivity = performance.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
    if (!isScript || url.origin !== baseUrl) return;
    pending.push(
      response
        .body()
        .then((body) => ({ path: url.pathname, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => undefined),
    );
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  if (ready) {
    await ready(page);
    await networkQuiet(page, () => lastActivity);
  }
  const scripts = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== undefined);
  await context.close();
  return { route, scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

/** Signs in through the login form once and returns the browser state a dashboard visit needs. */
export async function loggedInState(browser: Browser, baseUrl: string, username: string, password: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/en/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/en\/general-info/, { timeout: 15_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}
