/**
 * Which translation namespaces a page needs, by the first path segment after /{lang}.
 * Customer and sign-in pages load only their own, so their first load stays small as the
 * dashboard's strings grow; any other path is a dashboard page and gets every namespace.
 */
export const CORE_NAMESPACES = ['common', 'errors', 'pwa'] as const;

const PUBLIC_PAGES: Record<string, readonly string[]> = {
  login: ['auth'],
  'forget-password': ['auth'],
  'reset-password': ['auth', 'password'],
  cpr: ['pairing'],
  pos: ['pay'],
  spf: ['pay'],
  // The merchant's header is in common; only registration shows the pay page's pay choices.
  events: ['events'],
  register: ['events', 'pay'],
  'thanks-for-register': ['events'],
  'leave-feedback': ['events'],
  thankyou: ['events'],
  ticketwaitingzone: ['events'],
  'terms-and-conditions': ['events'],
  // The menu's first screen needs only food-menu; the dish, cart, checkout and order pages
  // add food-order. Checkout reuses the pay page's address step and pay choices. (The pay
  // page loads the address step's strings with the step: src/features/pay/components/pay-flow.tsx.)
  'new-menu': ['food-menu'],
  category: ['food-menu', 'food-order'],
  branches: ['food-menu', 'food-order'],
  'order-summary': ['food-menu', 'food-order'],
  checkout: ['food-menu', 'food-order', 'pay', 'address'],
  'order-confirmation': ['food-menu', 'food-order'],
  // The shop's list, product, cart and checkout pages: /{lang}/catalogue/… (SHOP_PAGES); its
  // checkout adds the pay page's pay choices (CATALOGUE_CHECKOUT below).
  catalogue: ['catalogue'],
};

/**
 * The customer pages under /{lang}/catalogue/. The catalogue's dashboard section shares the
 * segment (/{lang}/catalogue/transactions, …/needs-attention): those are dashboard pages.
 */
const SHOP_PAGES = new Set(['product-list', 'product-detail', 'cart', 'checkout']);
const CATALOGUE_CHECKOUT = 'checkout';

/**
 * The shop's checkout reads its own strings first, then the shop's: the checkout's are a third
 * of the shop's file, which the list, a product and the cart loaded first for nothing.
 */
export const CHECKOUT_NAMESPACES = ['catalogue-checkout', 'catalogue'] as const;

/** Result pages (/pos/attempt-detail, /spf/payment-details) also need the result strings. */
const RESULT_PAGES = new Set(['attempt-detail', 'payment-details']);

/** The namespaces for a path, or 'all' for dashboard pages. */
export function namespacesForPath(pathname: string): readonly string[] | 'all' {
  const [, , segment = '', page = '', next = ''] = pathname.split('/');
  const namespaces = PUBLIC_PAGES[segment];
  if (!namespaces || (segment === 'catalogue' && !SHOP_PAGES.has(page))) return 'all';
  if (RESULT_PAGES.has(page)) return [...namespaces, 'result'];
  if (segment === 'catalogue' && page === CATALOGUE_CHECKOUT)
    return [...namespaces, 'catalogue-checkout', 'pay'];
  // /pos/pay and /pos/pay/collect/{id}: the customer's own payment form (/pos/pay/{id} is not).
  if (segment === 'pos' && page === 'pay' && (next === '' || next === 'collect'))
    return [...namespaces, 'pay-customer'];
  return namespaces;
}
