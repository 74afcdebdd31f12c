/**
 * The request the matrix sends to each route: real ids from records.ts and bodies valid
 * enough to get past schema validation, so a permission checked inside a handler is reached
 * (a 400 would hide a missing 403). `succeeds` marks requests an allowed caller must see
 * answered below 400. Routes without an entry get their path parameters filled with
 * placeholders and no body.
 */
import { TRANSACTION_FIELD_NAMES } from '../../../src/domain/transaction-fields.ts';
import { bookingFor } from '../events-fixtures.ts';
import { line, order } from '../food-fixtures.ts';
import { ADMIN } from '../helper.ts';
import type { Staff } from './identities.ts';
import type { Records, TriedPlugin } from './records.ts';
import type { Params } from './route-table.ts';

export interface Probe {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  /** An allowed caller gets an answer below 400: the request is valid and does its work. */
  succeeds?: boolean;
  /** The answer is a stream that never ends: the status is read, then the request dropped. */
  stream?: boolean;
}

export interface ProbeContext {
  params: Params;
  records: Records;
  /** The account a `self` route names. */
  owner: Staff;
  /** Signs in afresh and returns the refresh token of that session. */
  refreshToken(): Promise<string>;
}

type ProbeOf = (ctx: ProbeContext) => Probe | Promise<Probe>;

const API = '/api/v1';
const FOOD = `${API}/plugins/food_ordering`;
const SHOP = `${API}/plugins/catalogue`;
const EVENT = `${API}/plugins/event`;
// Over all plugins (`all`), the payment request's records stand in.
const tried = (value: string | undefined) => (value === 'all' ? 'payment_request' : (value as TriedPlugin));
const plugin = (ctx: ProbeContext) => tried(ctx.params.plugin);
const scope = (ctx: ProbeContext) => tried(ctx.params.scope);
const tx = (ctx: ProbeContext, name: TriedPlugin = plugin(ctx)) => ctx.records.transactions[name];
const on = (ctx: ProbeContext) => `${API}/plugins/${ctx.params.plugin}`;

/** A one-file multipart/form-data body under the field name "file". */
function multipart(filename: string, contentType: string, bytes: Buffer): Pick<Probe, 'payload' | 'headers'> {
  const boundary = 'matrixBoundary7MA4YWxk';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const upload = (url: string): Probe => ({ url, succeeds: true, ...multipart('proof.png', 'image/png', PNG) });

const orderLink = (ctx: ProbeContext, path: string) =>
  `${FOOD}/${path}/${ctx.records.order.number}?token=${encodeURIComponent(ctx.records.order.token)}`;
const ok = (url: string, rest: Omit<Probe, 'url'> = {}): Probe => ({ url, succeeds: true, ...rest });

export const PROBES: Readonly<Record<string, ProbeOf>> = {
  'POST /api/v1/user/token/': () => ok(`${API}/user/token/`, { payload: ADMIN }),
  'POST /api/v1/user/token/refresh/': async (ctx) =>
    ok(`${API}/user/token/refresh/`, { payload: { refresh: await ctx.refreshToken() } }),
  'POST /api/v1/user/forgot_password': () => ({
    url: `${API}/user/forgot_password`,
    payload: { username: 'matrix-nobody' },
  }),
  'POST /api/v1/user/reset_password': () => ({
    url: `${API}/user/reset_password`,
    payload: {
      username: 'matrix-nobody',
      token: 'x'.repeat(43),
      new_password: 'Kx7!qwerty',
      password_confirmation: 'Kx7!qwerty',
    },
  }),
  // Mismatched on purpose: the route is guarded before validation, and the probe must not change a password.
  'POST /api/v1/user/change_password': () => ({
    url: `${API}/user/change_password`,
    payload: { new_password: 'Kx7!qwerty', repeat_password: 'Kx7!qwertz' },
  }),
  'PATCH /api/v1/user/update-user/:id': (ctx) =>
    ok(`${API}/user/update-user/${ctx.owner.id}`, { payload: { receive_order_notification: false } }),
  'PATCH /api/v1/merchant/settings': () =>
    ok(`${API}/merchant/settings`, { payload: { payments_paused: false } }),
  'GET /api/v1/admin/catalogue/products': () => ok(`${API}/admin/catalogue/products?search=oud`),
  'GET /api/v1/admin/catalogue/categories': () => ok(`${API}/admin/catalogue/categories`),
  'GET /api/v1/admin/catalogue/stores': () => ok(`${API}/admin/catalogue/stores`),
  'GET /api/v1/admin/catalogue/settings': () => ok(`${API}/admin/catalogue/settings`),
  'GET /api/v1/admin/discount-codes': () => ok(`${API}/admin/discount-codes?search=welcome`),
  'PATCH /api/v1/admin/public-pages': () =>
    ok(`${API}/admin/public-pages`, { payload: { signed_out_landing: 'login' } }),
  'POST /api/v1/dashboard/help': () =>
    ok(`${API}/dashboard/help`, {
      payload: { email: 'staff@example.kw', subject: 'payments', email_message: 'Matrix probe' },
    }),
  'POST /api/v1/plugins/code_pairing/verify-referer': () => ({
    url: `${API}/plugins/code_pairing/verify-referer`,
    payload: { referer: 'https://pos.demo.gulfpay.test/till' },
  }),
  'POST /api/v1/plugins/code_pairing/validate': () => ({
    url: `${API}/plugins/code_pairing/validate`,
    payload: { code: 'MATRIX', pair: 'MATRIX' },
  }),

  'OPTIONS /api/v1/plugins/:plugin/transaction/pay/:id': (ctx) =>
    ok(`${on(ctx)}/transaction/pay/${tx(ctx).payable.id}`),
  'GET /api/v1/plugins/:plugin/transaction/pay/:id': (ctx) =>
    ok(`${on(ctx)}/transaction/pay/${tx(ctx).payable.id}`),
  'PATCH /api/v1/plugins/:plugin/transaction/pay/:id': (ctx) => ({
    url: `${on(ctx)}/transaction/pay/${tx(ctx).payable.id}`,
    payload: { extra: {} },
  }),
  'POST /api/v1/plugins/:plugin/transaction/pay/:id': (ctx) => ({
    url: `${on(ctx)}/transaction/pay/${tx(ctx).payable.id}`,
    payload: { gateway_code: 'knet' },
  }),
  'POST /api/v1/plugins/:plugin/transaction/pay-choices/:id': (ctx) => ({
    url: `${on(ctx)}/transaction/pay-choices/${tx(ctx).payable.id}`,
    payload: {},
  }),
  'GET /api/v1/plugins/:plugin/transaction/details/:attempt_id': (ctx) =>
    ok(`${on(ctx)}/transaction/details/${tx(ctx).paid.attempt}`),
  'GET /api/v1/plugins/:plugin/transaction/receipt/:attempt_id': (ctx) =>
    ok(`${on(ctx)}/transaction/receipt/${tx(ctx).paid.attempt}`),

  'OPTIONS /api/v1/plugins/payment_request/transaction/create': () =>
    ok(`${API}/plugins/payment_request/transaction/create`),
  'POST /api/v1/plugins/payment_request/transaction': () =>
    ok(`${API}/plugins/payment_request/transaction`, {
      payload: { amount: '1.000', currency_code: 'KWD', customer_name: 'Matrix', pg_codes: ['knet'] },
    }),
  'POST /api/v1/plugins/:plugin/transaction/:id/refund': (ctx) =>
    ok(`${on(ctx)}/transaction/${tx(ctx).paid.id}/refund`, { payload: { amount: '0.100' } }),
  'POST /api/v1/plugins/:plugin/transaction/:id/capture': async (ctx) =>
    ok(`${on(ctx)}/transaction/${(await ctx.records.fresh.authorized(plugin(ctx))).id}/capture`, {
      payload: { amount: null },
    }),
  'POST /api/v1/plugins/:plugin/transaction/:id/void': async (ctx) =>
    ok(`${on(ctx)}/transaction/${(await ctx.records.fresh.authorized(plugin(ctx))).id}/void`, {
      payload: {},
    }),
  'GET /api/v1/plugins/:plugin/webhook-deliveries': (ctx) => ok(`${on(ctx)}/webhook-deliveries`),

  'POST /api/v1/attachment/upload': (ctx) => upload(`${API}/attachment/upload?purpose=${ctx.params.purpose}`),
  'GET /api/v1/files/:id/:name': (ctx) => ok(`${API}/files/${ctx.records.file.id}/${ctx.records.file.name}`),

  'POST /api/v1/plugins/e_commerce/transaction': () =>
    ok(`${API}/plugins/e_commerce/transaction`, {
      payload: { amount: '1.000', currency_code: 'KWD', pg_codes: ['knet'] },
    }),
  'POST /api/v1/plugins/session/transaction': () =>
    ok(`${API}/plugins/session/transaction`, {
      payload: { amount: '1.000', currency_code: 'KWD', pg_codes: ['knet'] },
    }),

  'OPTIONS /api/v1/plugins/customer_payment/create/:collector_id/': (ctx) =>
    ok(`${API}/plugins/customer_payment/create/${ctx.records.collectorId}/`),
  'POST /api/v1/plugins/customer_payment/pay-choices': () => ({
    url: `${API}/plugins/customer_payment/pay-choices`,
    payload: { amount: '1.000' },
  }),
  'POST /api/v1/plugins/customer_payment/create/:collector_id/': (ctx) => ({
    url: `${API}/plugins/customer_payment/create/${ctx.records.collectorId}/`,
    payload: { amount: '1.000', gateway_code: 'knet', customer_name: 'Matrix' },
  }),
  'PUT /api/v1/plugins/customer_payment/payment-restriction': () => ({
    url: `${API}/plugins/customer_payment/payment-restriction`,
    payload: { amounts: { KWD: { min_amount: '1', max_amount: '500' } }, all_gateways: true, pg_codes: [] },
    succeeds: true,
  }),
  'POST /api/v1/plugins/payment_request/transaction/:id/send': (ctx) =>
    ok(`${API}/plugins/payment_request/transaction/${tx(ctx, 'payment_request').payable.id}/send`, {
      payload: { channel: 'email' },
    }),

  'GET /api/v1/plugins/:plugin/transaction/:id': (ctx) => ok(`${on(ctx)}/transaction/${tx(ctx).payable.id}`),
  'GET /api/v1/plugins/:plugin/deleted_transaction/:id': (ctx) =>
    ok(`${on(ctx)}/deleted_transaction/${tx(ctx).deleted}`),
  'PATCH /api/v1/plugins/:plugin/transaction/fields': (ctx) => ({
    url: `${on(ctx)}/transaction/fields`,
    payload: {
      fields: [
        { name: TRANSACTION_FIELD_NAMES[0], label_en: 'Id', label_ar: 'المعرف', is_active: true, order: 0 },
      ],
    },
  }),
  'GET /api/v1/plugins/:plugin/transaction/actions/:id/': (ctx) =>
    ok(`${on(ctx)}/transaction/actions/${tx(ctx).payable.id}/`),
  'GET /api/v1/plugins/:plugin/transaction/:id/email': (ctx) =>
    ok(`${on(ctx)}/transaction/${tx(ctx).payable.id}/email`),
  'GET /api/v1/plugins/:plugin/transaction/:id/sms': (ctx) =>
    ok(`${on(ctx)}/transaction/${tx(ctx).payable.id}/sms`),
  'DELETE /api/v1/plugins/:plugin/transaction/:id': async (ctx) =>
    ok(`${on(ctx)}/transaction/${(await ctx.records.fresh.pending(plugin(ctx))).id}`),
  'POST /api/v1/plugins/:plugin/deleted_transaction/:id/restore': async (ctx) =>
    ok(`${on(ctx)}/deleted_transaction/${await ctx.records.fresh.deleted(plugin(ctx))}/restore`),
  'POST /api/v1/plugins/:scope/transaction/bulk/:action': async (ctx) => {
    const url = `${API}/plugins/${ctx.params.scope}/transaction/bulk/${ctx.params.action}`;
    const records = tx(ctx, scope(ctx));
    if (ctx.params.action === 'refund')
      return ok(url, { payload: { ids: [records.paid.id], amount: '0.100' } });
    if (ctx.params.action !== 'capture') return ok(url, { payload: { ids: [records.payable.id] } });
    return ok(url, { payload: { ids: [(await ctx.records.fresh.authorized(scope(ctx))).id], amount: null } });
  },
  'DELETE /api/v1/plugins/:scope/transaction/bulk': async (ctx) =>
    ok(`${API}/plugins/${ctx.params.scope}/transaction/bulk`, {
      payload: { ids: [(await ctx.records.fresh.pending(scope(ctx))).id] },
    }),
  'GET /api/v1/plugins/:scope/transaction/export': (ctx) =>
    ok(`${API}/plugins/${ctx.params.scope}/transaction/export?file_format=csv`),

  'GET /api/v1/plugins/catalogue/product/:slug': () => ok(`${SHOP}/product/royal-oud-oil`),
  'GET /api/v1/plugins/catalogue/product/unit_config/:slug': () =>
    ok(`${SHOP}/product/unit_config/royal-oud-oil`),
  'GET /api/v1/plugins/catalogue/invoice/preqs': () => ok(`${SHOP}/invoice/preqs?product_slugs=gift-tray`),
  'GET /api/v1/plugins/catalogue/stores': () => ok(`${SHOP}/stores?product_slugs=gift-tray`),
  'POST /api/v1/plugins/catalogue/pay-choices': () =>
    ok(`${SHOP}/pay-choices`, { payload: { lines: [{ slug: 'date-syrup', quantity: 1 }] } }),
  'POST /api/v1/plugins/catalogue/invoice/discount': () => ({
    url: `${SHOP}/invoice/discount`,
    payload: { lines: [{ slug: 'date-syrup', quantity: 1 }], discount_code: 'MATRIX' },
  }),
  'POST /api/v1/plugins/catalogue/invoice/checkout': () => ({
    url: `${SHOP}/invoice/checkout`,
    payload: {
      lines: [{ slug: 'date-syrup', quantity: 1 }],
      total: '2.600',
      customer: { name: 'Matrix', phone: '+96550000000', email: '' },
      gateway_code: 'knet',
    },
  }),

  'GET /api/v1/plugins/food_ordering/min-order': (ctx) =>
    ok(`${FOOD}/min-order?delivery_type=pickup&branch=${ctx.records.menu.branch}`),
  'GET /api/v1/plugins/food_ordering/is-branch-or-delivery-area-work': (ctx) =>
    ok(`${FOOD}/is-branch-or-delivery-area-work?delivery_type=pickup&branch=${ctx.records.menu.branch}`),
  'GET /api/v1/plugins/food_ordering/product_categories/:id': (ctx) =>
    ok(`${FOOD}/product_categories/${ctx.records.menu.category}`),
  'GET /api/v1/plugins/food_ordering/products/:id': (ctx) => ok(`${FOOD}/products/${ctx.records.menu.item}`),
  'GET /api/v1/plugins/food_ordering/branches/:id': (ctx) =>
    ok(`${FOOD}/branches/${ctx.records.menu.branch}`),
  'GET /api/v1/plugins/food_ordering/delivery_areas/:id': (ctx) =>
    ok(`${FOOD}/delivery_areas/${ctx.records.menu.area}`),
  'GET /api/v1/plugins/food_ordering/delivery_zones/:id': (ctx) =>
    ok(`${FOOD}/delivery_zones/${ctx.records.menu.zone}`),
  'POST /api/v1/plugins/food_ordering/pay-choices': (ctx) => ({
    url: `${FOOD}/pay-choices`,
    payload: order({ branch: ctx.records.menu.branch, lines: [line(ctx.records.menu.item)] }),
  }),
  'POST /api/v1/plugins/food_ordering/voucher/activate/': () => ({
    url: `${FOOD}/voucher/activate/`,
    payload: { code: 'MATRIX' },
  }),
  'POST /api/v1/plugins/food_ordering/checkout': (ctx) => ({
    url: `${FOOD}/checkout`,
    payload: order({
      branch: ctx.records.menu.branch,
      lines: [line(ctx.records.menu.item, { quantity: 2 })],
    }),
  }),
  'GET /api/v1/plugins/food_ordering/order/details/:number': (ctx) => ok(orderLink(ctx, 'order/details')),
  'OPTIONS /api/v1/plugins/food_ordering/order-feedback/:number': (ctx) =>
    ok(orderLink(ctx, 'order-feedback')),
  'POST /api/v1/plugins/food_ordering/order-feedback/:number': (ctx) => ({
    url: orderLink(ctx, 'order-feedback'),
    payload: { rating: 5 },
  }),
  'GET /api/v1/plugins/food_ordering/order/:id': (ctx) => ok(`${FOOD}/order/${ctx.records.order.id}`),
  'GET /api/v1/plugins/food_ordering/order/state/:id': (ctx) =>
    ok(`${FOOD}/order/state/${ctx.records.order.id}`),
  'PUT /api/v1/plugins/food_ordering/order/change-status/:id': (ctx) => ({
    url: `${FOOD}/order/change-status/${ctx.records.order.id}`,
    payload: { state: 'accepted' },
  }),
  'POST /api/v1/plugins/food_ordering/order/acknowledge/:id': (ctx) => ({
    url: `${FOOD}/order/acknowledge/${ctx.records.order.id}`,
  }),
  'POST /api/v1/plugins/food_ordering/order/duplicate/:id': (ctx) =>
    ok(`${FOOD}/order/duplicate/${ctx.records.order.id}`),
  'PATCH /api/v1/plugins/food_ordering/order/update/:id': (ctx) => ({
    url: `${FOOD}/order/update/${ctx.records.order.id}`,
    payload: {},
  }),
  'GET /api/v1/plugins/food_ordering/order/validate/:id': (ctx) =>
    ok(`${FOOD}/order/validate/${ctx.records.order.id}`),
  'GET /api/v1/plugins/food_ordering/order/stream': () => ({
    url: `${FOOD}/order/stream`,
    succeeds: true,
    stream: true,
  }),
  // Headers only: refused for its missing rows after the guard, so nothing is imported.
  'POST /api/v1/plugins/food_ordering/upload/product': () => ({
    url: `${FOOD}/upload/product`,
    ...multipart('products.csv', 'text/csv', Buffer.from('name_en,name_ar,category,price\r\n')),
  }),
  'POST /api/v1/register-notif-token/': () =>
    ok(`${API}/register-notif-token/`, { payload: { registration_id: 'matrix-device', type: 'web' } }),

  'GET /api/v1/plugins/event/events/:slug': (ctx) => ok(`${EVENT}/events/${ctx.records.summit.slug}`),
  'GET /api/v1/plugins/event/terms-and-conditions': (ctx) =>
    ok(`${EVENT}/terms-and-conditions?event=${ctx.records.summit.slug}`),
  'POST /api/v1/plugins/event/booking/pay-choices/:slug': (ctx) =>
    ok(`${EVENT}/booking/pay-choices/${ctx.records.summit.slug}`, {
      payload: { ticket: ctx.records.summit.tickets[0]?.id, quantity: 1 },
    }),
  'POST /api/v1/plugins/event/booking': (ctx) =>
    ok(`${EVENT}/booking`, { payload: bookingFor(ctx.records.summit) }),
  'POST /api/v1/plugins/event/booking/attachment/:slug': (ctx) =>
    upload(`${EVENT}/booking/attachment/${ctx.records.summit.slug}`),
  'GET /api/v1/plugins/event/tickets/:booking_id': (ctx) => ok(ctx.records.booking.ticketsPath),
  'OPTIONS /api/v1/plugins/event/feedback/:slug': (ctx) => ok(`${EVENT}/feedback/${ctx.records.summit.slug}`),
  'POST /api/v1/plugins/event/feedback/:slug': (ctx) => ({
    url: `${EVENT}/feedback/${ctx.records.summit.slug}`,
    payload: { name: 'Matrix', email: 'matrix@example.kw', rating: 5, comment: '' },
  }),
  'POST /api/v1/plugins/event/dashboard/booking': (ctx) =>
    ok(`${EVENT}/dashboard/booking`, { payload: bookingFor(ctx.records.summit) }),
  'GET /api/v1/plugins/event/booking/list/:id': (ctx) =>
    ok(`${EVENT}/booking/list/${ctx.records.booking.id}`),
  'PATCH /api/v1/plugins/event/booking/update/:id': (ctx) => ({
    url: `${EVENT}/booking/update/${ctx.records.booking.id}`,
    payload: {},
  }),
  'POST /api/v1/plugins/event/notifications/booking/email': (ctx) =>
    ok(`${EVENT}/notifications/booking/email`, { payload: { booking_id: ctx.records.booking.id } }),
  'GET /api/v1/plugins/event/booking/export': () => ok(`${EVENT}/booking/export?file_format=csv`),
  'GET /api/v1/plugins/event/dashboard/events/:id': (ctx) =>
    ok(`${EVENT}/dashboard/events/${ctx.records.eventId}`),
  'POST /api/v1/plugins/event/validate_qr_code': (ctx) => ({
    url: `${EVENT}/validate_qr_code`,
    payload: { event_id: ctx.records.eventId, qrcode: 'not-a-ticket', gate: 'A', device_id: 'matrix' },
  }),
  'GET /api/v1/plugins/event/check-in/ticket-list/:event_id': (ctx) =>
    ok(`${EVENT}/check-in/ticket-list/${ctx.records.eventId}`),
  'POST /api/v1/plugins/event/check-in/sync': () =>
    ok(`${EVENT}/check-in/sync`, { payload: { device_id: 'matrix', gate: 'A', scans: [] } }),

  'GET /gateway/logo/:file': () => ok('/gateway/logo/knet.svg'),
  'GET /gateway/sandbox/:attempt_id': (ctx) =>
    ok(`/gateway/sandbox/${tx(ctx, 'payment_request').paid.attempt}`),
  'GET /gateway/go/:attempt_id': (ctx) => ok(`/gateway/go/${tx(ctx, 'payment_request').paid.attempt}`),
  'GET /api/v1/gateways/return/:attempt_id/:leg': (ctx) =>
    ok(`${API}/gateways/return/${tx(ctx, 'payment_request').paid.attempt}/error`),
  'POST /api/v1/gateways/return/:attempt_id/:leg': (ctx) =>
    ok(`${API}/gateways/return/${tx(ctx, 'payment_request').paid.attempt}/response`, {
      payload: 'trandata=00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  // No gateway has this key: whoever calls, the answer is that there is no such webhook.
  'POST /api/v1/gateways/webhook/:webhook_key': () => ({
    url: `${API}/gateways/webhook/${'0'.repeat(32)}`,
    payload: '{}',
    headers: { 'content-type': 'application/json' },
  }),
  // No action: the page only sends the customer back, the payment is left as it is.
  'POST /gateway/sandbox/:attempt_id': (ctx) =>
    ok(`/gateway/sandbox/${tx(ctx, 'payment_request').paid.attempt}`, {
      payload: 'action=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  'POST /api/v1/gateways/sandbox/callback': async (ctx) => {
    const { attempt } = await ctx.records.fresh.pending('payment_request');
    const body = {
      callback_id: `matrix-${attempt}`,
      attempt_id: attempt,
      result: 'approved',
      reference: 'MATRIX',
    };
    return ok(`${API}/gateways/sandbox/callback`, { payload: JSON.stringify(body) });
  },
  'GET /*': () => ok('/en/login'),
  'GET /:lang/pos/pay/:id': (ctx) => ok(`/en/pos/pay/${tx(ctx, 'payment_request').payable.id}`),
  'GET /:lang/spf/payment-options/:id': (ctx) =>
    ok(`/en/spf/payment-options/${tx(ctx, 'payment_request').payable.id}`),
  'GET /:lang/new-menu': () => ok('/en/new-menu'),
  'GET /:lang/events': () => ok('/en/events'),
  'GET /:lang/events/:slug': () => ok('/en/events/community-iftar'),
  'GET /:lang/login': () => ok('/en/login'),
  'GET /:lang/register/:slug': () => ok('/en/register/community-iftar'),
  'GET /:lang/pos/attempt-detail/:attempt_id': (ctx) =>
    ok(`/en/pos/attempt-detail/${tx(ctx, 'payment_request').paid.attempt}`),
  'GET /:lang/category/:category/food-details/:id': () => ok('/en/category/1/food-details/1'),
  'GET /:lang/pos/pay/collect/:collector_id': (ctx) => ok(`/en/pos/pay/collect/${ctx.records.collectorId}`),
  'GET /:lang/catalogue/product-list': () => ok('/en/catalogue/product-list'),
  'GET /:lang/catalogue/product-detail/:slug': () => ok('/en/catalogue/product-detail/royal-oud-oil'),
};

/**
 * A route without an entry: path parameters from the case, else placeholders. A read whose
 * parameters all come from the case must succeed; anything else only has to be let through.
 */
export function defaultProbe(method: string, url: string, params: Params): Probe {
  let placeholders = false;
  const filled = url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value !== undefined) return value;
    placeholders = true;
    return name.endsWith('id') ? '1' : 'matrix';
  });
  return { url: filled, succeeds: !placeholders && (method === 'GET' || method === 'OPTIONS') };
}
