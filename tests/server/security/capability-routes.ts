/**
 * Every route a stranger can call that takes an id in its path or query, and what that id is
 * (ARCHITECTURE, Security defaults: public ids are capabilities or deliberately public).
 *
 * - capability: holding the id (or token) is the permission. It is random with at least 128
 *   bits (capability-ids.test.ts measures it on real ids) and opens only what its holder, the
 *   customer it was made for, should see.
 * - public: a catalogue entry anyone may see (menu, branches, events), or a name that only
 *   scopes the request (a language, a plugin's page scope, a static file).
 *
 * Rows are keyed like Fastify registers them (method, url with the /api/v1 prefix), so the
 * authorisation matrix (route-table.ts) can be joined on the same key.
 */

export type IdKind = 'capability' | 'public';

export type CapabilityName = 'transaction_id' | 'attempt_id' | 'file_id' | 'ticket_token' | 'order_token';

export interface CapabilityId {
  /** How it is written: a UUID's shape (hex digits) or base64url. */
  format: 'uuid' | 'base64url';
  /** Random bits it carries. */
  bits: number;
  /** Where it is made. */
  madeBy: string;
  /** What holding it gives. */
  unlocks: string;
}

export const CAPABILITY_IDS: Record<CapabilityName, CapabilityId> = {
  transaction_id: {
    format: 'uuid',
    bits: 128,
    madeBy:
      'randomUuid() (server/lib/capability.ts) in payments/transactions-service.ts and creation-batcher.ts; ' +
      'gen_random_uuid128() for rows the database makes',
    unlocks:
      "the pay page of one payment: amount, merchant, the customer's own name, phone and email, paying it",
  },
  attempt_id: {
    format: 'uuid',
    bits: 128,
    madeBy: 'gen_random_uuid128(), the default of payment_attempts.id',
    unlocks: "one payment attempt's result page and receipt, and the sandbox gateway's page for it",
  },
  file_id: {
    format: 'uuid',
    bits: 128,
    madeBy: 'gen_random_uuid128(), the default of files.id',
    unlocks: 'one uploaded file (a payment request attachment, a booking attachment, an upload error report)',
  },
  ticket_token: {
    format: 'base64url',
    bits: 192,
    madeBy: 'randomBytes(24) in events/booking-service.ts (bookings.access_token)',
    unlocks: "one booking's ticket page (with its booking id): the signed QR code of each place",
  },
  order_token: {
    format: 'base64url',
    bits: 256,
    madeBy: 'newAccessToken() (server/lib/capability.ts) in food/checkout.ts (food_orders.access_token)',
    unlocks: "one food order's confirmation (with its number; contact details masked) and its one feedback",
  },
};

export interface AnonymousIdRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  /** Its path parameters and the query properties that name something. */
  ids: readonly string[];
  kind: IdKind;
  /** For a capability route, the id that opens it. */
  capability?: CapabilityName;
  /** Why, for a public one; what else the route's ids are, for a capability one. */
  note: string;
}

/** Query properties that name nothing (a language, a search text, a page, a moment). */
export const NOT_ID_QUERY: readonly string[] = [
  'lang',
  'q',
  'delivery_type',
  'at',
  'limit',
  'offset',
  'recipient',
];

const PAY = '/api/v1/plugins/:plugin/transaction';
const FOOD = '/api/v1/plugins/food_ordering';
const EVENT = '/api/v1/plugins/event';
const SCOPE = 'plugin is the page scope (pos, shopify, …), a fixed name';
const catalogue = (what: string) => `${what}: the menu anyone may browse`;

export const ANONYMOUS_ID_ROUTES: readonly AnonymousIdRoute[] = [
  // Pay page (SPEC 2.4) and its server-drawn first screen, which inlines the same answer.
  ...(['OPTIONS', 'GET', 'PATCH', 'POST'] as const).map(
    (method): AnonymousIdRoute => ({
      method,
      url: `${PAY}/pay/:id`,
      ids: ['plugin', 'id'],
      kind: 'capability',
      capability: 'transaction_id',
      note: SCOPE,
    }),
  ),
  {
    method: 'POST',
    url: `${PAY}/pay-choices/:id`,
    ids: ['plugin', 'id'],
    kind: 'capability',
    capability: 'transaction_id',
    note: SCOPE,
  },
  {
    method: 'GET',
    url: '/:lang/pos/pay/:id',
    ids: ['lang', 'id'],
    kind: 'capability',
    capability: 'transaction_id',
    note: 'registered when the PWA is built; lang is en or ar',
  },
  {
    method: 'GET',
    url: '/:lang/spf/payment-options/:id',
    ids: ['lang', 'id'],
    kind: 'capability',
    capability: 'transaction_id',
    note: 'registered when the PWA is built; lang is en or ar',
  },
  // Result page (SPEC 2.5), receipt and the sandbox gateway's hosted page.
  {
    method: 'GET',
    url: `${PAY}/details/:attempt_id`,
    ids: ['plugin', 'attempt_id'],
    kind: 'capability',
    capability: 'attempt_id',
    note: SCOPE,
  },
  {
    method: 'GET',
    url: `${PAY}/receipt/:attempt_id`,
    ids: ['plugin', 'attempt_id'],
    kind: 'capability',
    capability: 'attempt_id',
    note: SCOPE,
  },
  ...(['GET', 'POST'] as const).map(
    (method): AnonymousIdRoute => ({
      method,
      url: '/gateway/sandbox/:attempt_id',
      ids: ['attempt_id'],
      kind: 'capability',
      capability: 'attempt_id',
      note: 'the stand-in gateway page the customer is sent to',
    }),
  ),
  {
    method: 'GET',
    url: '/api/v1/files/:id/:name',
    ids: ['id', 'name'],
    kind: 'capability',
    capability: 'file_id',
    note: 'name is the file name shown in the link; only the id is looked up',
  },
  {
    method: 'GET',
    url: `${EVENT}/tickets/:booking_id`,
    ids: ['booking_id', 'token'],
    kind: 'capability',
    capability: 'ticket_token',
    note: 'booking_id finds the booking; the token opens it',
  },
  {
    method: 'GET',
    url: `${FOOD}/order/details/:number`,
    ids: ['number', 'token'],
    kind: 'capability',
    capability: 'order_token',
    note: 'number is short and consecutive, for people to read; the token opens it',
  },
  {
    method: 'OPTIONS',
    url: `${FOOD}/order-feedback/:number`,
    ids: ['number', 'token'],
    kind: 'capability',
    capability: 'order_token',
    note: 'number is short and consecutive, for people to read; the token opens it',
  },
  {
    method: 'POST',
    url: `${FOOD}/order-feedback/:number`,
    ids: ['number'],
    kind: 'capability',
    capability: 'order_token',
    note: 'number is for people to read; the token, in the body with the rating, opens it',
  },

  // Public by design.
  ...(['OPTIONS', 'POST'] as const).map(
    (method): AnonymousIdRoute => ({
      method,
      url: '/api/v1/plugins/customer_payment/create/:collector_id/',
      ids: ['collector_id'],
      kind: 'public',
      note: "a collector's pay-me link, printed for anyone to pay the merchant; it shows no customer",
    }),
  ),
  {
    method: 'GET',
    url: `${FOOD}/product_categories`,
    ids: ['branch', 'delivery_area'],
    kind: 'public',
    note: catalogue('categories'),
  },
  {
    method: 'GET',
    url: `${FOOD}/product_categories/:id`,
    ids: ['id'],
    kind: 'public',
    note: catalogue('a category'),
  },
  { method: 'GET', url: `${FOOD}/menu-items`, ids: ['category'], kind: 'public', note: catalogue('items') },
  { method: 'GET', url: `${FOOD}/products/:id`, ids: ['id'], kind: 'public', note: catalogue('an item') },
  { method: 'GET', url: `${FOOD}/branches/:id`, ids: ['id'], kind: 'public', note: catalogue('a branch') },
  {
    method: 'GET',
    url: `${FOOD}/delivery_areas`,
    ids: ['branch'],
    kind: 'public',
    note: catalogue('delivery areas'),
  },
  {
    method: 'GET',
    url: `${FOOD}/delivery_areas/:id`,
    ids: ['id'],
    kind: 'public',
    note: catalogue('a delivery area'),
  },
  {
    method: 'GET',
    url: `${FOOD}/delivery_zones/:id`,
    ids: ['id'],
    kind: 'public',
    note: catalogue('a delivery zone'),
  },
  {
    method: 'GET',
    url: `${FOOD}/min-order`,
    ids: ['branch', 'delivery_area'],
    kind: 'public',
    note: catalogue('minimum orders'),
  },
  {
    method: 'GET',
    url: `${FOOD}/is-branch-or-delivery-area-work`,
    ids: ['branch', 'delivery_area'],
    kind: 'public',
    note: catalogue('opening hours'),
  },
  {
    method: 'GET',
    url: '/:lang/new-menu',
    ids: ['lang'],
    kind: 'public',
    note: 'the menu, drawn by the server',
  },
  {
    method: 'GET',
    url: `${EVENT}/events/:slug`,
    ids: ['slug'],
    kind: 'public',
    note: 'an event on sale: its page',
  },
  {
    method: 'GET',
    url: `${EVENT}/terms-and-conditions`,
    ids: ['event'],
    kind: 'public',
    note: "an event's terms",
  },
  {
    method: 'POST',
    url: `${EVENT}/booking/pay-choices/:slug`,
    ids: ['slug'],
    kind: 'public',
    note: "an event's gateways and fees",
  },
  {
    method: 'POST',
    url: `${EVENT}/booking/attachment/:slug`,
    ids: ['slug'],
    kind: 'public',
    note: 'an upload for a booking of an event that asks for one (bounded in size and rate); the answer is a file_id',
  },
  ...(['OPTIONS', 'POST'] as const).map(
    (method): AnonymousIdRoute => ({
      method,
      url: `${EVENT}/feedback/:slug`,
      ids: ['slug'],
      kind: 'public',
      note: "an event's public feedback form (SPEC 2.1 leave-feedback/{slug})",
    }),
  ),
  { method: 'GET', url: '/gateway/logo/:file', ids: ['file'], kind: 'public', note: "a gateway's logo" },
  { method: 'GET', url: '/*', ids: ['*'], kind: 'public', note: 'the built PWA’s files' },
];

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The row of a route, or undefined when it takes no id (or is not anonymous). */
export function classificationOf(method: string, url: string): AnonymousIdRoute | undefined {
  return ANONYMOUS_ID_ROUTES.find((row) => row.method === method && row.url === url);
}
