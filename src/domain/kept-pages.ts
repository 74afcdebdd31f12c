/**
 * What the service worker may keep of the pages the server draws with a customer's data (issue
 * 16). The worker keeps a pay page for a return visit on a weak connection; the app drops it
 * once the payment is over. Both sides read these, so the cache's name and the pages' addresses
 * live here once.
 */

/** The worker's Cache Storage for pay pages (sw/app-shell.ts). */
export const PAY_PAGES_CACHE = 'pay-pages';

/** A pay page holds the customer's name and the amount: never kept longer than a day. */
export const PAY_PAGE_KEPT_FOR_S = 24 * 60 * 60;

/**
 * Sent with a pay page that can no longer be paid (paid, expired, unknown, paused): the worker
 * keeps no copy of it, so nothing of a finished payment is stored even for the moment before
 * the app would drop it.
 */
export const NO_COPY_HEADER = 'x-no-copy';

const LANGS = ['en', 'ar'] as const;
/** The pay page's two addresses: the payment request's own and the one Shopify's checkout hands over to. */
const PAY_PAGE_SCOPES = ['pos/pay', 'spf/payment-options'] as const;

/** A pay page's path (one payment, one language, either scope); its `?step=` is not part of it. */
export const PAY_PAGE_PATH = new RegExp(
  `^/(${LANGS.join('|')})/(${PAY_PAGE_SCOPES.map((scope) => scope.replace('/', '\\/')).join('|')})/[^/]+$`,
);

/** Every path a payment's pay page is kept under: both languages, both scopes. */
export function payPagePaths(transactionId: string): string[] {
  const id = encodeURIComponent(transactionId);
  return LANGS.flatMap((lang) => PAY_PAGE_SCOPES.map((scope) => `/${lang}/${scope}/${id}`));
}
