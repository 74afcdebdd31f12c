import { expect, type Page, test } from '@playwright/test';
import { PAY_PAGES_CACHE } from '../src/domain/kept-pages';
import { createRequest, gateway } from './support/payments';
import { serviceWorkerControls } from './support/service-worker';

/**
 * Issue 16's kept-copy rule with the real worker: a pay page the worker controlled is kept for
 * a return visit on a weak connection (the network first, its copy when the server is slow or
 * off) and dropped, in both languages, once the payment is over. The day's limit is unit-tested
 * (tests/sw/app-shell.test.ts) with an injected clock.
 */
const CUSTOMER = 'Fatima Al-Sabah';

/** The kept pages' addresses for one payment, read from the worker's Cache Storage. */
function keptCopies(page: Page, id: string) {
  return page.evaluate(
    async ({ cacheName, id }) => {
      const cache = await caches.open(cacheName);
      return (await cache.keys())
        .map((request) => new URL(request.url).pathname)
        .filter((path) => path.endsWith(id));
    },
    { cacheName: PAY_PAGES_CACHE, id },
  );
}

test('a visited pay page is kept, answers when the server is slow or off, and goes once paid', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const { id } = await createRequest(request, { pg_codes: ['knet'] });
  const en = `/en/pos/pay/${id}`;
  const ar = `/ar/pos/pay/${id}`;
  await page.goto(en);
  await serviceWorkerControls(page);
  // What loaded before the worker took control went past it: visit both languages under it.
  await page.goto(ar);
  await page.goto(en);
  await expect.poll(() => keptCopies(page, id)).toEqual(expect.arrayContaining([en, ar]));

  // The server holds the page back (past the worker's 3 s): the kept copy answers meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldBack = 0;
  await context.route(`**${en}`, async (route) => {
    heldBack += 1;
    await held;
    await route.abort();
  });
  const slow = await page.reload();
  expect(slow?.fromServiceWorker()).toBe(true);
  expect(await slow?.text()).toContain(CUSTOMER);
  // The worker's own request was the one held: the answer cannot have been the network's.
  expect(heldBack).toBeGreaterThan(0);
  release();
  // The held request may have gone with the page already; what its handler says then is moot.
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  await context.setOffline(true);
  const offline = await page.goto(ar);
  expect(await offline?.text()).toContain(CUSTOMER);
  await context.setOffline(false);

  await page.goto(en);
  await page.getByRole('button', { name: 'Pay with KNET' }).click();
  await gateway(page, 'approve');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect.poll(() => keptCopies(page, id)).toEqual([]);

  // Seen again, the paid page is not kept either: the pay page drops it as soon as it shows it.
  await page.goto(ar);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect.poll(() => keptCopies(page, id)).toEqual([]);

  await context.setOffline(true);
  const afterwards = await page.goto(en);
  expect(await afterwards?.text()).not.toContain(CUSTOMER);
  await context.setOffline(false);
});
