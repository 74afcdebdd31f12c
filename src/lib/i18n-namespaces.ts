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
  // Event pages draw the merchant's header and pay choices with the pay page's strings.
  events: ['events', 'pay'],
  register: ['events', 'pay'],
  'thanks-for-register': ['events', 'pay'],
  'leave-feedback': ['events', 'pay'],
  thankyou: ['events', 'pay'],
  ticketwaitingzone: ['events', 'pay'],
  'terms-and-conditions': ['events', 'pay'],
  // The food menu; checkout reuses the pay page's address step and pay choices.
  'new-menu': ['food-menu'],
  category: ['food-menu'],
  branches: ['food-menu'],
  'order-summary': ['food-menu'],
  checkout: ['food-menu', 'pay'],
  'order-confirmation': ['food-menu'],
};

/** Result pages (/pos/attempt-detail, /spf/payment-details) also need the result strings. */
const RESULT_PAGES = new Set(['attempt-detail', 'payment-details']);

/** The namespaces for a path, or 'all' for dashboard pages. */
export function namespacesForPath(pathname: string): readonly string[] | 'all' {
  const [, , segment = '', page = ''] = pathname.split('/');
  const namespaces = PUBLIC_PAGES[segment];
  if (!namespaces) return 'all';
  return RESULT_PAGES.has(page) ? [...namespaces, 'result'] : namespaces;
}
