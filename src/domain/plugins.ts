/** Plugin kinds a merchant can install; each has its own dashboard section. */
export const PLUGIN_KINDS = [
  'payment_request',
  'customer_payment',
  'bulk',
  'catalogue',
  'shopify',
  'e_commerce',
  'event',
  'food_ordering',
  'session',
] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

/** Sub-item flags a dashboard section may enable (SPEC 2.3, side drawer). */
export const SECTION_FLAGS = [
  'create',
  'transactions',
  'deleted_transactions',
  'upload',
  'payment_restriction',
  'bookings',
  'fulfillment',
  'orders',
  'product_bulk_create',
  'branches',
] as const;
export type SectionFlag = (typeof SECTION_FLAGS)[number];

/** URL segment of each plugin's dashboard section (routes are kebab-case). */
export const PLUGIN_PATHS: Record<PluginKind, string> = {
  payment_request: 'payment-request',
  customer_payment: 'customer-payment',
  bulk: 'bulk',
  catalogue: 'catalogue',
  shopify: 'shopify',
  e_commerce: 'e-commerce',
  event: 'event',
  food_ordering: 'food-ordering',
  session: 'session',
};

/** Prefix used by the per-section table-header permission (SPEC 6). */
export const TABLE_HEADER_PERMISSION_PREFIX: Record<PluginKind, string> = {
  payment_request: 'paymentrequestpayment',
  customer_payment: 'customerpayment',
  bulk: 'bulk',
  catalogue: 'catalogue',
  shopify: 'shopifypayment',
  e_commerce: 'ecompayment',
  event: 'eventpayment',
  food_ordering: 'foodorderingpayment',
  session: 'sessionpayment',
};

/**
 * Plugins whose customers pay on the /pos pages. Those URLs do not name the plugin, so the
 * pay-page API accepts the scope `pos` for any of them.
 */
export const POS_PAY_PLUGINS = [
  'payment_request',
  'customer_payment',
  'e_commerce',
  'session',
  'event',
  'food_ordering',
  // The shop's gateways return to /pos/attempt-detail (resultUrl) like every plugin but Shopify.
  'catalogue',
  // A bulk upload's links are sent as /pos/pay/{id} (paymentUrl), like a single payment request's.
  'bulk',
] as const;

/** Path scopes of the pay-page API: `pos`, or one exact plugin kind (Shopify uses `shopify`). */
export const PAY_PAGE_SCOPES = ['pos', ...PLUGIN_KINDS] as const;
export type PayPageScope = (typeof PAY_PAGE_SCOPES)[number];
/** The scopes the customer pages ask for: /pos pages and Shopify's /spf pages. */
export type CustomerPageScope = Extract<PayPageScope, 'pos' | 'shopify'>;

/** Whether a transaction of `plugin` may be read or paid under the pay-page path scope `scope`. */
export function payPageScopeMatches(scope: string, plugin: string): boolean {
  if (scope === 'pos') return (POS_PAY_PLUGINS as readonly string[]).includes(plugin);
  return scope === plugin;
}
