import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { serviceWorkerControls } from './support/service-worker';

/**
 * A front for the test server that can "deploy" a new release: once `deploy()` is called,
 * /sw.js differs by one byte, exactly what a new build looks like to the browser. (Playwright
 * cannot intercept the browser's own service-worker update check, so this sits in front.)
 */
async function startDeployableOrigin(upstream: string) {
  let release = 1;
  const server: Server = createServer((req, res) => {
    const isWorker = req.url?.split('?')[0] === '/sw.js';
    // The worker script is always fetched whole and uncompressed, so a 304 never hides the new
    // release and the release marker can be appended to its text.
    const {
      'if-none-match': _tag,
      'if-modified-since': _since,
      'accept-encoding': _encoding,
      ...unconditional
    } = req.headers;
    const upstreamReq = forward(
      new URL(req.url ?? '/', upstream),
      {
        method: req.method,
        headers: { ...(isWorker ? unconditional : req.headers), host: new URL(upstream).host },
      },
      (upstreamRes) => {
        if (!isWorker || release === 1) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamRes.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// release ${release}\n`)]);
          const { 'content-length': _length, etag: _etag, ...kept } = upstreamRes.headers;
          res.writeHead(upstreamRes.statusCode ?? 502, { ...kept, 'content-length': body.length });
          res.end(body);
        });
      },
    );
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    deploy: () => {
      release += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a newly deployed version is offered and Reload switches to it', async ({ page, baseURL }) => {
  const origin = await startDeployableOrigin(baseURL ?? '');
  try {
    await page.goto(`${origin.url}/en/login`);
    await serviceWorkerControls(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toHaveCount(0);

    origin.deploy();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await expect(prompt).toBeVisible({ timeout: 15_000 });
    // Not a modal: the person can keep using the form while the prompt is up.
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeEditable();

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const stillWaiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
    );
    expect(stillWaiting).toBe(false);
  } finally {
    await page.close();
    await origin.close();
  }
});

test.describe('with service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('the login page still loads without a script error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The app registers once the page has settled: note when the browser has answered it.
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args) => {
        const answered = register(...args);
        answered.then(
          () => document.documentElement.setAttribute('data-registration', 'answered'),
          () => document.documentElement.setAttribute('data-registration', 'refused'),
        );
        return answered;
      };
    });
    await page.goto('/en/login');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.locator('html[data-registration]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeEditable();
    expect(errors).toEqual([]);
  });
});
