import { PAY_PAGES_CACHE, payPagePaths } from '@/domain/kept-pages';

/**
 * Drops the service worker's kept copies of a payment's pay page (both languages, both scopes,
 * any `?step=`): once the payment is over, the customer's name and amount have no reason to stay
 * on the device. Done from the page rather than by a message to the worker: Cache Storage
 * outlives the worker, so the copies go even while no worker runs or controls this page (a
 * first visit, an update in progress), and the page can await it.
 */
export async function forgetPayPage(transactionId: string): Promise<void> {
  // No Cache Storage (a plain-http address other than localhost): nothing was kept either.
  if (typeof caches === 'undefined' || !(await caches.has(PAY_PAGES_CACHE))) return;
  const cache = await caches.open(PAY_PAGES_CACHE);
  await Promise.all(
    payPagePaths(transactionId).map((path) =>
      cache.delete(new URL(path, window.location.origin).href, { ignoreSearch: true }),
    ),
  );
}
