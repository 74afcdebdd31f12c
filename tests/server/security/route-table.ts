/**
 * Who may reach each operation: the authorisation matrix test
 * (authorisation-matrix.test.ts) holds every registered route to its row here, and fails on a
 * route without a row or a row without a route. A new route starts here.
 *
 * Permissions are held together within one list; `anyOf` lists alternatives. `{name}` in a
 * permission is the value of that path parameter, or of a query parameter the row tries with
 * `each` (e.g. `access_{plugin}`), so access to one plugin opens no other.
 *
 * Every anonymous route that takes an id (a path parameter other than a plugin-like one or the
 * language, the wildcard, or a query property outside NOT_ID_QUERY) says what the id is:
 * `capability` names the parameter (path, query or body) that is an unguessable secret only
 * its holder received, and which kind of capability id it is (capability-ids.ts: how it is
 * made, what it opens; capability-ids.test.ts measures it and tries each such route); `public`
 * says why the ids may be known to anyone. Only such routes carry either mark.
 */
import {
  PERMISSIONS,
  pluginAccessPermission,
  tableHeaderPermission,
} from '../../../src/domain/permissions.ts';
import { PLUGIN_KINDS, type PluginKind } from '../../../src/domain/plugins.ts';
import { type Params, type Permission, perm, pub, type Row } from './route-rows.ts';
import { EVENT_CHANGES_ROUTES } from './routes-23/event-changes.ts';
import { EVENT_DOOR_ROUTES } from './routes-23/event-door.ts';
import { EVENTS_ADMIN_ROUTES } from './routes-23/events-admin.ts';
import { GATEWAYS_ADMIN_ROUTES } from './routes-23/gateways-admin.ts';
import { MENU_ADMIN_ROUTES } from './routes-23/menu-admin.ts';
import { MENU_OPS_ROUTES } from './routes-23/menu-ops.ts';
import { PAYMENT_ATTENTION_ROUTES } from './routes-23/payment-attention.ts';

export type { Params, Permission, Row };

const headers: Permission = (params) => tableHeaderPermission(params.plugin as PluginKind);
/** Refund and capture need their own permission; sending the link needs the section alone. */
const bulkAction: Permission = ({ scope, action }) =>
  action === 'refund' || action === 'capture' ? `${action}_paymenttransaction` : `access_${scope}`;
const own = (row: Row): Row => ({ ...row, ownRows: true });
// Changing products implies reading them: the form shows what it changes.
const productReader: Row = {
  access: 'permission',
  anyOf: [[PERMISSIONS.viewProducts], [PERMISSIONS.changeProducts]],
};
const productWriter = perm(PERMISSIONS.changeProducts);

const MENU = 'menu catalogue ids: the menu lists them to everyone';
const MENU_QUERY = `${MENU} (branch, area or category in the query)`;
const EVENT_SLUG = 'event slugs are the published event links';
const SHOP = "product slugs are the shop's public addresses: its list shows them to everyone";
const SHOP_QUERY = `${SHOP} (category or product slugs in the query)`;
const COLLECTOR =
  "a collector's payment page is a printed link (QR at the counter); it shows only the collector's name";
const PAY = pub({ capability: { param: 'id', id: 'transaction_id' } });
const ATTEMPT = pub({ capability: { param: 'attempt_id', id: 'attempt_id' } });
const ORDER = pub({
  capability: { param: 'token', id: 'order_token' },
  note: 'the short, consecutive order number is for people to read; the token opens the order',
});

const pluginAccess = perm('access_{plugin}');
const statistics = PERMISSIONS.viewStatistics;
const kitchen = perm(pluginAccessPermission('food_ordering'));
const bulkReader = perm(pluginAccessPermission('bulk'), PERMISSIONS.viewBulkUploads);
const bulkWriter = perm(pluginAccessPermission('bulk'), PERMISSIONS.addBulkUploads);
const bulkDispatcher = perm(pluginAccessPermission('bulk'), PERMISSIONS.dispatchBulkUploads);
const kitchenOrCounter: Row = {
  access: 'permission',
  anyOf: [[pluginAccessPermission('food_ordering')], [PERMISSIONS.scanOrders]],
};
const events = perm(pluginAccessPermission('event'));

export const ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/v1/openapi.json': pub(),
  'GET /api/v1/health': pub(),

  'POST /api/v1/user/token/': pub(),
  'POST /api/v1/user/token/refresh/': pub({
    note: 'the refresh token in the body is the credential: 401 without a live one',
  }),
  'POST /api/v1/user/token/two-factor/': pub({
    note: "sign-in's second step: the challenge in the body, from a right password, is the credential",
  }),
  'POST /api/v1/user/forgot_password': pub(),
  'POST /api/v1/user/reset_password': pub(),
  'GET /api/v1/user/details': { access: 'signed-in' },
  'POST /api/v1/user/change_password': { access: 'signed-in' },
  'PATCH /api/v1/user/update-user/:id': { access: 'self', param: 'id' },
  'GET /api/v1/user/two-factor': { access: 'signed-in' },
  'POST /api/v1/user/two-factor/setup': { access: 'signed-in' },
  'POST /api/v1/user/two-factor/confirm': { access: 'signed-in' },
  'POST /api/v1/user/two-factor/recovery-codes': { access: 'signed-in' },
  'POST /api/v1/user/two-factor/disable': { access: 'signed-in' },
  'GET /api/v1/user/actions': own({
    access: 'signed-in',
    note: 'every staff page shows the history; which entries a user may read is not a question of reaching the route',
  }),

  'GET /api/v1/config/': pub(),
  'GET /api/v1/plugins/installed': pub(),
  'GET /api/v1/plugins/sections': { access: 'signed-in' },
  'GET /api/v1/plugins/transaction-fields/check/:type/': {
    access: 'permission',
    anyOf: [['access_{type}'], [(params) => tableHeaderPermission(params.type as PluginKind)]],
  },
  'GET /api/v1/merchant/settings': { access: 'superuser' },
  'PATCH /api/v1/merchant/settings': { access: 'superuser' },
  'OPTIONS /api/v1/dashboard/help': { access: 'signed-in' },
  'POST /api/v1/dashboard/help': { access: 'signed-in' },
  'POST /api/v1/plugins/code_pairing/verify-referer': pub(),
  'POST /api/v1/plugins/code_pairing/validate': pub({
    note: 'code and pair are a secret pair in the body, throttled',
  }),

  'OPTIONS /api/v1/plugins/:plugin/transaction/pay/:id': PAY,
  'GET /api/v1/plugins/:plugin/transaction/pay/:id': PAY,
  'PATCH /api/v1/plugins/:plugin/transaction/pay/:id': PAY,
  'POST /api/v1/plugins/:plugin/transaction/pay/:id': PAY,
  'POST /api/v1/plugins/:plugin/transaction/pay-choices/:id': PAY,
  'GET /api/v1/plugins/:plugin/transaction/details/:attempt_id': ATTEMPT,
  'GET /api/v1/plugins/:plugin/transaction/receipt/:attempt_id': ATTEMPT,

  'OPTIONS /api/v1/plugins/payment_request/transaction/create': perm(
    pluginAccessPermission('payment_request'),
  ),
  'POST /api/v1/plugins/payment_request/transaction': perm(pluginAccessPermission('payment_request')),
  'POST /api/v1/plugins/:plugin/transaction/:id/refund': own(
    perm('access_{plugin}', PERMISSIONS.refundTransactions),
  ),
  'POST /api/v1/plugins/:plugin/transaction/:id/capture': own(
    perm('access_{plugin}', PERMISSIONS.captureTransactions),
  ),
  'POST /api/v1/plugins/:plugin/transaction/:id/void': own(
    perm('access_{plugin}', PERMISSIONS.captureTransactions),
  ),
  'GET /api/v1/plugins/:plugin/webhook-deliveries': own(pluginAccess),

  // ?purpose= names the form the file is for (payment_request when absent, as SPEC calls it).
  'POST /api/v1/attachment/upload': {
    ...perm('access_{purpose}'),
    each: { purpose: ['payment_request', 'event'] },
  },
  'GET /api/v1/files/:id/:name': pub({
    capability: { param: 'id', id: 'file_id' },
    note: 'name is the file name shown in the link; only the id is looked up',
  }),

  'POST /api/v1/plugins/e_commerce/transaction': { access: 'api-key', plugin: 'e_commerce' },
  'POST /api/v1/plugins/session/transaction': { access: 'api-key', plugin: 'session' },

  'OPTIONS /api/v1/plugins/customer_payment/create': pub(),
  'OPTIONS /api/v1/plugins/customer_payment/create/:collector_id/': pub({ public: COLLECTOR }),
  'POST /api/v1/plugins/customer_payment/pay-choices': pub(),
  'POST /api/v1/plugins/customer_payment/create': pub(),
  'POST /api/v1/plugins/customer_payment/create/:collector_id/': pub({ public: COLLECTOR }),
  'GET /api/v1/plugins/customer_payment/payment-restriction': perm(
    pluginAccessPermission('customer_payment'),
  ),
  'PUT /api/v1/plugins/customer_payment/payment-restriction': perm(
    pluginAccessPermission('customer_payment'),
  ),
  'POST /api/v1/plugins/payment_request/transaction/:id/send': own(
    perm(pluginAccessPermission('payment_request')),
  ),

  'GET /api/v1/plugins/:plugin/transaction': own(pluginAccess),
  'OPTIONS /api/v1/plugins/:plugin/transaction': pluginAccess,
  'GET /api/v1/plugins/:plugin/transaction/:id': own(pluginAccess),
  'GET /api/v1/plugins/:plugin/deleted_transaction': own(pluginAccess),
  'GET /api/v1/plugins/:plugin/deleted_transaction/:id': own(pluginAccess),
  'GET /api/v1/plugins/:plugin/transaction/fields': perm(headers),
  'PATCH /api/v1/plugins/:plugin/transaction/fields': perm(headers),
  'GET /api/v1/plugins/:plugin/transaction/actions/:id/': own(pluginAccess),
  'GET /api/v1/plugins/:plugin/transaction/:id/email': own(pluginAccess),
  'GET /api/v1/plugins/:plugin/transaction/:id/sms': own(pluginAccess),
  'DELETE /api/v1/plugins/:plugin/transaction/:id': own(
    perm('access_{plugin}', PERMISSIONS.deleteTransactions),
  ),
  'POST /api/v1/plugins/:plugin/deleted_transaction/:id/restore': own(
    perm('access_{plugin}', PERMISSIONS.deleteTransactions),
  ),
  'POST /api/v1/plugins/:scope/transaction/bulk/:action': own({
    ...perm('access_{scope}', bulkAction),
    each: { action: ['refund', 'capture', 'email', 'sms'] },
  }),
  'DELETE /api/v1/plugins/:scope/transaction/bulk': own(
    perm('access_{scope}', PERMISSIONS.deleteTransactions),
  ),
  'OPTIONS /api/v1/plugins/:scope/transaction/export': perm(PERMISSIONS.viewExportSettings, 'access_{scope}'),
  'GET /api/v1/plugins/:scope/transaction/export': own(
    perm(PERMISSIONS.viewExportSettings, 'access_{scope}'),
  ),

  'OPTIONS /api/v1/dashboard/statistics': perm(statistics),
  'GET /api/v1/dashboard/statistics': own(perm(statistics)),
  'GET /api/v1/dashboard/avg_txn_size': own(perm(statistics)),
  'GET /api/v1/dashboard/recent_orders': own({
    access: 'permission',
    anyOf: PLUGIN_KINDS.map((plugin) => [pluginAccessPermission(plugin)]),
  }),
  'GET /api/v1/plugins/:plugin/currency_statistics': own(perm(statistics, 'access_{plugin}')),

  'GET /api/v1/plugins/catalogue/config': pub(),
  'GET /api/v1/plugins/catalogue/banner': pub(),
  'GET /api/v1/plugins/catalogue/product': pub({ public: SHOP_QUERY }),
  'GET /api/v1/plugins/catalogue/product/:slug': pub({ public: SHOP }),
  'GET /api/v1/plugins/catalogue/product/unit_config/:slug': pub({ public: SHOP }),
  'GET /api/v1/plugins/catalogue/invoice/preqs': pub({ public: SHOP_QUERY }),
  'GET /api/v1/plugins/catalogue/stores': pub({ public: SHOP_QUERY }),
  'POST /api/v1/plugins/catalogue/pay-choices': pub(),
  'POST /api/v1/plugins/catalogue/invoice/discount': pub(),
  'POST /api/v1/plugins/catalogue/invoice/checkout': pub(),
  'GET /api/v1/plugins/catalogue/order/needs-attention': perm(pluginAccessPermission('catalogue')),
  'POST /api/v1/plugins/catalogue/order/needs-attention/:transaction_id/take-stock': productWriter,
  'POST /api/v1/plugins/catalogue/order/needs-attention/:transaction_id/close': productWriter,
  'GET /api/v1/plugins/food_ordering/test-if-food-ordering-installed': pub(),
  'GET /api/v1/plugins/food_ordering/menu-page-config': pub(),
  'GET /api/v1/plugins/food_ordering/header-config': pub(),
  'GET /api/v1/plugins/food_ordering/banners': pub(),
  'GET /api/v1/plugins/food_ordering/product_categories': pub({ public: MENU_QUERY }),
  'GET /api/v1/plugins/food_ordering/product_categories/:id': pub({ public: MENU }),
  'GET /api/v1/plugins/food_ordering/menu-items': pub({ public: MENU_QUERY }),
  'GET /api/v1/plugins/food_ordering/products/:id': pub({ public: MENU }),
  'GET /api/v1/plugins/food_ordering/branches': pub(),
  'GET /api/v1/plugins/food_ordering/branches/:id': pub({ public: MENU }),
  'GET /api/v1/plugins/food_ordering/delivery_areas': pub({ public: MENU_QUERY }),
  'GET /api/v1/plugins/food_ordering/delivery_areas/:id': pub({ public: MENU }),
  'GET /api/v1/plugins/food_ordering/delivery_zones/:id': pub({ public: MENU }),
  'GET /api/v1/plugins/food_ordering/min-order': pub({ public: MENU_QUERY }),
  'GET /api/v1/plugins/food_ordering/is-branch-or-delivery-area-work': pub({ public: MENU_QUERY }),
  'GET /api/v1/plugins/food_ordering/accepted-pay-choices': pub(),
  'POST /api/v1/plugins/food_ordering/pay-choices': pub(),
  'POST /api/v1/plugins/food_ordering/voucher/activate/': pub(),
  'POST /api/v1/plugins/food_ordering/checkout': pub(),
  'POST /api/v1/plugins/food_ordering/catering-checkout': pub(),
  'GET /api/v1/plugins/food_ordering/order/details/:number': ORDER,
  'OPTIONS /api/v1/plugins/food_ordering/order-feedback/:number': ORDER,
  'POST /api/v1/plugins/food_ordering/order-feedback/:number': ORDER,

  'GET /api/v1/plugins/food_ordering/order': kitchen,
  'OPTIONS /api/v1/plugins/food_ordering/order': kitchen,
  'GET /api/v1/plugins/food_ordering/order/:id': kitchenOrCounter,
  'GET /api/v1/plugins/food_ordering/order/state/:id': kitchenOrCounter,
  'PUT /api/v1/plugins/food_ordering/order/change-status/:id': kitchenOrCounter,
  'POST /api/v1/plugins/food_ordering/order/acknowledge/:id': kitchen,
  'POST /api/v1/plugins/food_ordering/order/duplicate/:id': kitchen,
  'PATCH /api/v1/plugins/food_ordering/order/update/:id': kitchen,
  'GET /api/v1/plugins/food_ordering/order/validate/:id': {
    access: 'signed-in',
    note: "SPEC 5's order QR check: has_permission answers false to staff who may not handle orders",
  },
  'GET /api/v1/plugins/food_ordering/order/stream': {
    ...kitchen,
    note: 'EventSource sends no headers: the bearer token may come as ?access_token',
  },
  'POST /api/v1/register-notif-token/': { access: 'signed-in' },

  'GET /api/v1/plugins/event/events': pub(),
  'GET /api/v1/plugins/event/events/:slug': pub({ public: EVENT_SLUG }),
  'GET /api/v1/plugins/event/terms-and-conditions': pub({ public: `${EVENT_SLUG} (?event=)` }),
  'POST /api/v1/plugins/event/booking/pay-choices/:slug': pub({ public: EVENT_SLUG }),
  'POST /api/v1/plugins/event/booking': pub(),
  'POST /api/v1/plugins/event/booking/attachment/:slug': pub({
    public: EVENT_SLUG,
    note: 'only for an event that asks for an attachment, bounded in size and rate; the answer is a file_id',
  }),
  'GET /api/v1/plugins/event/tickets/:booking_id': pub({
    capability: { param: 'token', id: 'ticket_token' },
    note: 'booking_id finds the booking; the token opens it',
  }),
  'OPTIONS /api/v1/plugins/event/feedback/:slug': pub({ public: EVENT_SLUG }),
  'POST /api/v1/plugins/event/feedback/:slug': pub({ public: EVENT_SLUG }),
  'POST /api/v1/plugins/event/dashboard/booking': events,

  'GET /api/v1/plugins/event/booking/list': events,
  'OPTIONS /api/v1/plugins/event/booking/list': events,
  'GET /api/v1/plugins/event/booking_statistics': events,
  'GET /api/v1/plugins/event/booking/list/:id': events,
  'PATCH /api/v1/plugins/event/booking/update/:id': events,
  'POST /api/v1/plugins/event/notifications/booking/email': events,
  'GET /api/v1/plugins/event/booking/export': events,
  'GET /api/v1/plugins/event/dashboard/events': {
    access: 'door',
    note: 'door staff pick the event they check in for',
  },
  'GET /api/v1/plugins/event/dashboard/events/:id': events,
  'POST /api/v1/plugins/event/validate_qr_code': { access: 'door' },
  'GET /api/v1/plugins/event/check-in/ticket-list/:event_id': { access: 'door' },
  'POST /api/v1/plugins/event/check-in/sync': { access: 'door' },
  'GET /api/v1/plugins/event/check-in/conflicts': { access: 'door' },

  // Kept messages (no SMTP_URL) hold reset links: a signed-in superuser only.
  'GET /api/v1/admin/outbox': { access: 'superuser' },
  'GET /api/v1/admin/outbox/:id': { access: 'superuser' },
  'POST /api/v1/admin/outbox/:id/resend': { access: 'superuser' },
  // The SMS provider's header values are secrets (API tokens): its owners only (issue 20).
  'GET /api/v1/admin/sms-provider': { access: 'superuser' },
  'PUT /api/v1/admin/sms-provider': { access: 'superuser' },
  'POST /api/v1/admin/sms-provider/test': { access: 'superuser' },
  // The team: its owners (superusers), each on their own merchant's accounts.
  'GET /api/v1/admin/appearance': { access: 'superuser' },
  'PUT /api/v1/admin/appearance': { access: 'superuser' },
  // The merchant's messages and whether customers get receipts (issue 20).
  'GET /api/v1/admin/templates': { access: 'superuser' },
  'PUT /api/v1/admin/templates/settings': { access: 'superuser' },
  'POST /api/v1/admin/templates/preview': { access: 'superuser' },
  'PUT /api/v1/admin/templates/:kind/:lang': { access: 'superuser' },
  'DELETE /api/v1/admin/templates/:kind/:lang': { access: 'superuser' },
  'GET /api/v1/admin/security': { access: 'superuser' },
  'PATCH /api/v1/admin/security': { access: 'superuser' },
  // Where signed-out visitors land: merchant-wide, so owners only (issue 19).
  'GET /api/v1/admin/public-pages': { access: 'superuser' },
  'PATCH /api/v1/admin/public-pages': { access: 'superuser' },
  'GET /api/v1/admin/staff': { access: 'superuser' },
  'PATCH /api/v1/admin/staff/:id': { access: 'superuser' },
  'POST /api/v1/admin/staff/:id/deactivate': { access: 'superuser' },
  'POST /api/v1/admin/staff/:id/reactivate': { access: 'superuser' },
  'POST /api/v1/admin/staff/invite': { access: 'superuser' },
  'POST /api/v1/admin/staff/:id/reset-password': { access: 'superuser' },
  'POST /api/v1/admin/staff/:id/resend-invitation': { access: 'superuser' },
  'POST /api/v1/admin/staff/:id/withdraw-invitation': { access: 'superuser' },
  'POST /api/v1/admin/staff/:id/two-factor/reset': { access: 'superuser' },
  // The Admin log: the merchant's whole history (every staff member's actions), owners only.
  'GET /api/v1/admin/activity': { access: 'superuser' },
  'GET /api/v1/admin/activity/filters': { access: 'superuser' },
  'GET /api/v1/user/sessions': { access: 'signed-in' },
  'DELETE /api/v1/user/sessions': {
    access: 'signed-in',
    note: "ends the caller's other sessions only: the one making the request stays",
  },
  'DELETE /api/v1/user/sessions/:id': {
    access: 'signed-in',
    note: "the caller's own sessions; another's is not found",
  },
  'GET /api/v1/admin/staff/:id/sessions': { access: 'superuser' },
  'DELETE /api/v1/admin/staff/:id/sessions': { access: 'superuser' },
  'DELETE /api/v1/admin/staff/:id/sessions/:sessionId': { access: 'superuser' },
  // Roles: the same owners, on their own merchant's roles.
  // Merchant images: branding's are the owners'; products', events' and dishes' pictures also
  // those who change them (the kind the form sends is checked against the permission).
  'POST /api/v1/admin/images': {
    access: 'permission',
    anyOf: [[PERMISSIONS.changeProducts], [PERMISSIONS.changeEvents], [PERMISSIONS.changeMenu]],
  },
  // The catalogue's management (issue 21): reading with view_product (or change_product).
  'GET /api/v1/admin/catalogue/products': productReader,
  'GET /api/v1/admin/catalogue/products/:id': productReader,
  'POST /api/v1/admin/catalogue/products': productWriter,
  'PATCH /api/v1/admin/catalogue/products/:id': productWriter,
  'DELETE /api/v1/admin/catalogue/products/:id': productWriter,
  'POST /api/v1/admin/catalogue/products/:id/archive': productWriter,
  'POST /api/v1/admin/catalogue/products/:id/restore': productWriter,
  'GET /api/v1/admin/catalogue/categories': productReader,
  'POST /api/v1/admin/catalogue/categories': productWriter,
  'PATCH /api/v1/admin/catalogue/categories/:id': productWriter,
  'GET /api/v1/admin/catalogue/stores': productReader,
  'POST /api/v1/admin/catalogue/stores': productWriter,
  'PATCH /api/v1/admin/catalogue/stores/:id': productWriter,
  'GET /api/v1/admin/catalogue/settings': productReader,
  'PATCH /api/v1/admin/catalogue/settings': productWriter,
  // The merchant's discount codes (food menu and catalogue alike): change_discount, reading too.
  'GET /api/v1/admin/discount-codes': perm(PERMISSIONS.changeDiscounts),
  'POST /api/v1/admin/discount-codes': perm(PERMISSIONS.changeDiscounts),
  'PATCH /api/v1/admin/discount-codes/:id': perm(PERMISSIONS.changeDiscounts),
  'POST /api/v1/admin/discount-codes/:id/deactivate': perm(PERMISSIONS.changeDiscounts),
  // Bulk payment requests (issue 22): the section, plus reading or uploading and correcting.
  'GET /api/v1/plugins/bulk/samples': perm(pluginAccessPermission('bulk')),
  'GET /api/v1/plugins/bulk/uploads': bulkReader,
  'POST /api/v1/plugins/bulk/uploads': bulkWriter,
  'GET /api/v1/plugins/bulk/uploads/:bulk_id': bulkReader,
  'PUT /api/v1/plugins/bulk/uploads/:bulk_id/file': bulkWriter,
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/errors': bulkReader,
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/error-report': bulkReader,
  'PATCH /api/v1/plugins/bulk/uploads/:bulk_id/rows/:row_id': bulkWriter,
  'DELETE /api/v1/plugins/bulk/uploads/:bulk_id/rows/:row_id': bulkWriter,
  'POST /api/v1/plugins/bulk/uploads/:bulk_id/dispatch': perm(
    pluginAccessPermission('bulk'),
    PERMISSIONS.dispatchBulkUploads,
  ),
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/dispatch-logs': bulkReader,
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/summary': bulkReader,
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/matches': bulkReader,
  // Stopping a recurrence and withdrawing links undo what Dispatch started (recurrence-routes.ts).
  'POST /api/v1/plugins/bulk/uploads/:bulk_id/stop-recurrence': bulkDispatcher,
  'POST /api/v1/plugins/bulk/uploads/:bulk_id/rows/:row_id/stop-recurrence': bulkDispatcher,
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/withdraw': bulkDispatcher,
  'POST /api/v1/plugins/bulk/uploads/:bulk_id/withdraw': bulkDispatcher,
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/dispatch-logs/:dispatch_id/withdraw': bulkDispatcher,
  'POST /api/v1/plugins/bulk/uploads/:bulk_id/dispatch-logs/:dispatch_id/withdraw': bulkDispatcher,
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/dispatch-logs/:dispatch_log_id/transaction-logs': bulkReader,
  'POST /api/v1/plugins/bulk/uploads/:bulk_id/dispatch-logs/:dispatch_log_id/transaction-logs/:row_id/resend':
    perm(pluginAccessPermission('bulk'), PERMISSIONS.dispatchBulkUploads),
  'GET /api/v1/plugins/bulk/uploads/:bulk_id/reminders': bulkReader,
  'PUT /api/v1/plugins/bulk/uploads/:bulk_id/reminders': perm(
    pluginAccessPermission('bulk'),
    PERMISSIONS.dispatchBulkUploads,
  ),
  'DELETE /api/v1/plugins/bulk/uploads/:bulk_id/reminders': perm(
    pluginAccessPermission('bulk'),
    PERMISSIONS.dispatchBulkUploads,
  ),
  'GET /api/v1/admin/roles': { access: 'superuser' },
  'POST /api/v1/admin/roles': { access: 'superuser' },
  'PATCH /api/v1/admin/roles/:id': { access: 'superuser' },
  'DELETE /api/v1/admin/roles/:id': { access: 'superuser' },
  'GET /api/v1/admin/branding': { access: 'superuser' },
  'PUT /api/v1/admin/branding': { access: 'superuser' },
  'GET /api/v1/admin/units': { access: 'superuser' },
  'POST /api/v1/admin/units': { access: 'superuser' },
  'PATCH /api/v1/admin/units/:id': { access: 'superuser' },
  'DELETE /api/v1/admin/units/:id': { access: 'superuser' },
  'GET /api/v1/admin/webhook-endpoints': { access: 'superuser' },
  'POST /api/v1/admin/webhook-endpoints': { access: 'superuser' },
  'PATCH /api/v1/admin/webhook-endpoints/:id': { access: 'superuser' },
  'DELETE /api/v1/admin/webhook-endpoints/:id': { access: 'superuser' },
  'POST /api/v1/admin/webhook-endpoints/:id/roll-secret': { access: 'superuser' },
  'GET /api/v1/admin/webhook-events': { access: 'superuser' },
  'GET /api/v1/admin/webhook-events/:id': { access: 'superuser' },
  'POST /api/v1/admin/webhook-events/:id/resend': { access: 'superuser' },
  'GET /api/v1/admin/api-keys': { access: 'superuser' },
  'POST /api/v1/admin/api-keys': { access: 'superuser' },
  'POST /api/v1/admin/api-keys/:id/revoke': { access: 'superuser' },
  'POST /api/v1/admin/api-keys/:id/roll': { access: 'superuser' },
  'POST /api/v1/admin/api-keys/:id/roll-webhook-secret': { access: 'superuser' },

  // Server-drawn pages and the sandbox gateway, outside /api/v1.
  'GET /gateway/logo/:file': pub({ public: 'the logo of a gateway code' }),
  'GET /media/:name': pub({
    public: 'a content hash of an image a merchant put on public pages, and its width',
  }),
  'GET /gateway/sandbox/:attempt_id': ATTEMPT,
  'POST /gateway/sandbox/:attempt_id': ATTEMPT,
  'POST /api/v1/gateways/sandbox/callback': { access: 'signature' },
  // A provider's attempt: the way to its page and the URLs it reports to, by attempt id.
  'GET /gateway/go/:attempt_id': ATTEMPT,
  'GET /api/v1/gateways/return/:attempt_id/:leg': ATTEMPT,
  'POST /api/v1/gateways/return/:attempt_id/:leg': ATTEMPT,
  'POST /api/v1/gateways/webhook/:webhook_key': pub({
    public:
      "a provider's webhook: the gateway's webhook key (128 random bits) names it, and the provider's signature, verified before anything is read, admits it",
  }),
  'GET /*': pub({ public: 'the built app: its files and the SPA fallback' }),
  'GET /:lang/pos/pay/:id': PAY,
  'GET /:lang/spf/payment-options/:id': PAY,
  'GET /:lang/new-menu': pub(),
  'GET /:lang/events': pub(),
  'GET /:lang/events/:slug': pub({ public: EVENT_SLUG }),
  'GET /:lang/login': pub(),
  'GET /:lang/register/:slug': pub({ public: EVENT_SLUG }),
  'GET /:lang/pos/attempt-detail/:attempt_id': ATTEMPT,
  'GET /:lang/pos/pay/collect/:collector_id': pub({ public: COLLECTOR }),
  'GET /:lang/category/:category/food-details/:id': pub({ public: MENU }),
  'GET /:lang/catalogue/product-list': pub(),
  'GET /:lang/catalogue/product-detail/:slug': pub({ public: SHOP }),
  ...EVENTS_ADMIN_ROUTES,
  ...EVENT_CHANGES_ROUTES,
  ...EVENT_DOOR_ROUTES,
  ...MENU_ADMIN_ROUTES,
  ...MENU_OPS_ROUTES,
  ...GATEWAYS_ADMIN_ROUTES,
  ...PAYMENT_ATTENTION_ROUTES,
};

/** The plugin values a `{plugin}`/`{scope}`/`{type}` route is tried with: one must not open the other. */
export const PLUGINS_TRIED = ['payment_request', 'event'] as const satisfies readonly PluginKind[];
