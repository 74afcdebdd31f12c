import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { loadConfig, type ServerConfig } from './config.ts';
import { type DatabaseOptions, type Db, openDatabase } from './db/database.ts';
import { handleOf } from './db/handle.ts';
import gateways from './gateways/plugin.ts';
import gatewayRoutes from './gateways/routes.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import activityRoutes from './modules/activity/routes.ts';
import apiKeys from './modules/api-keys/plugin.ts';
import apiKeyRoutes from './modules/api-keys/routes.ts';
import appearanceRoutes from './modules/appearance/routes.ts';
import attachmentRoutes from './modules/attachments/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import bookingRoutes from './modules/bookings/routes.ts';
import brandingRoutes from './modules/branding/routes.ts';
import bulkDispatchRoutes from './modules/bulk/dispatch-routes.ts';
import bulkDispatch from './modules/bulk/plugin.ts';
import bulkRecurrenceRoutes from './modules/bulk/recurrence-routes.ts';
import bulkReminderRoutes from './modules/bulk/reminder-routes.ts';
import bulkRoutes from './modules/bulk/routes.ts';
import bulkSummaryRoutes from './modules/bulk/summary-routes.ts';
import bulkTransactionLogRoutes from './modules/bulk/transaction-log-routes.ts';
import cataloguePayments from './modules/catalogue/plugin.ts';
import catalogueRoutes from './modules/catalogue/routes.ts';
import catalogueAdminRoutes from './modules/catalogue-admin/routes.ts';
import checkInRoutes from './modules/check-in/routes.ts';
import codePairingRoutes from './modules/code-pairing/routes.ts';
import customerPaymentRoutes from './modules/customer-payment/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import discountCodeRoutes from './modules/discount-codes/routes.ts';
import eventChanges from './modules/event-changes/plugin.ts';
import eventChangeRoutes from './modules/event-changes/routes.ts';
import eventDoorAdminRoutes from './modules/event-door-admin/routes.ts';
import eventRoutes from './modules/events/routes.ts';
import eventsAdminRoutes from './modules/events-admin/routes.ts';
import fcmPush from './modules/fcm/plugin.ts';
import fcmRoutes from './modules/fcm/routes.ts';
import foodPayments from './modules/food/plugin.ts';
import foodRoutes from './modules/food/routes.ts';
import gatewayAdminRoutes from './modules/gateways-admin/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import helpRoutes from './modules/help/routes.ts';
import { imageUploadRoutes, mediaRoutes } from './modules/images/routes.ts';
import kitchenRoutes from './modules/kitchen/routes.ts';
import menuAdminRoutes from './modules/menu-admin/routes.ts';
import merchantRoutes from './modules/merchant/routes.ts';
import merchantApiRoutes from './modules/merchant-api/routes.ts';
import outboxRoutes from './modules/outbox/routes.ts';
import payPageRoutes from './modules/pay-page/routes.ts';
import paymentAttentionNews from './modules/payment-attention/plugin.ts';
import paymentAttentionRoutes from './modules/payment-attention/routes.ts';
import paymentLinkRoutes from './modules/payment-link/routes.ts';
import paymentRequestRoutes from './modules/payment-request/routes.ts';
import paymentGatewayRoutes from './modules/payments/gateway-routes.ts';
import paymentsSweeper from './modules/payments/plugin.ts';
import providerRoutes from './modules/payments/provider-routes.ts';
import publicPagesRoutes from './modules/public-pages/routes.ts';
import customerReceipts from './modules/receipts/plugin.ts';
import rolesRoutes from './modules/roles/routes.ts';
import sessionRoutes from './modules/sessions/routes.ts';
import smsRoutes from './modules/sms/routes.ts';
import staffRoutes from './modules/staff/routes.ts';
import templateRoutes from './modules/templates/routes.ts';
import throttle from './modules/throttle/plugin.ts';
import transactionActionRoutes from './modules/transaction-actions/routes.ts';
import transactionExportRoutes from './modules/transaction-export/routes.ts';
import transactionRoutes from './modules/transactions/routes.ts';
import twoFactor from './modules/two-factor/plugin.ts';
import twoFactorRoutes from './modules/two-factor/routes.ts';
import userRoutes from './modules/users/routes.ts';
import webhookAdminRoutes from './modules/webhooks/admin-routes.ts';
import webhooks from './modules/webhooks/plugin.ts';
import webhookRoutes from './modules/webhooks/routes.ts';
import auth from './plugins/auth.ts';
import compression from './plugins/compression.ts';
import database from './plugins/database.ts';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler.ts';
import liveEvents from './plugins/live-events.ts';
import openapi from './plugins/openapi.ts';
import outbox from './plugins/outbox.ts';
import secrets from './plugins/secrets.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticFiles from './plugins/static-files.ts';
import validation from './plugins/validation.ts';

export interface BuildAppOptions {
  /** An open database the caller owns (and closes). */
  db?: Db;
  /** Or how to open one; the app then closes it on shutdown. */
  database?: DatabaseOptions;
  config?: Partial<ServerConfig>;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (tests use it to probe all of them). */
  onRoute?: (route: RouteOptions) => void;
  /** Time for the throttle's waits and slow-downs; tests move a fake one forward. */
  clock?: Clock;
}

export const API_PREFIX = '/api/v1';

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const ownsDb = !options.db;
  const db =
    options.db ??
    (await openDatabase(
      options.database ?? {
        databaseUrl: config.databaseUrl,
        directUrl: config.databaseDirectUrl,
        queryTimeoutMs: config.databaseQueryTimeoutMs,
        dataDir: config.dataDir,
        fsync: config.pgliteFsync,
      },
    ));

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Time for in-flight requests to finish on close before sockets are cut.
    forceCloseConnections: 'idle',
    // A path segment may be as long as the longest one a route accepts (a file's name, 255);
    // longer ones are refused by the router with 414 before any route runs.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 255 },
    // Bad percent-encoding, over-long segments and unparsable requests answer in the one error shape.
    frameworkErrors,
    clientErrorHandler,
  });
  // JSON only: a text/plain body is a 415, not a string that fails validation later.
  app.removeContentTypeParser('text/plain');
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // External and cross-cutting plugins first, then app plugins, then routes (fastify/demo order).
  await app.register(errorHandler);
  await app.register(validation);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(openapi);
  await app.register(database, { db: handleOf(db), config });
  await app.register(secrets);
  await app.register(liveEvents);
  await app.register(auth);
  await app.register(outbox);
  await app.register(gateways, { clock: options.clock ?? systemClock });
  await app.register(paymentsSweeper);
  await app.register(apiKeys, { clock: options.clock ?? systemClock });
  await app.register(webhooks);
  await app.register(bulkDispatch, { clock: options.clock ?? systemClock });
  await app.register(eventChanges);
  await app.register(throttle, { clock: options.clock ?? systemClock });
  await app.register(twoFactor, { clock: options.clock ?? systemClock });
  await app.register(foodPayments);
  await app.register(cataloguePayments);
  await app.register(paymentAttentionNews);
  await app.register(customerReceipts);
  await app.register(fcmPush);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(twoFactorRoutes);
      await api.register(userRoutes);
      await api.register(staffRoutes);
      await api.register(rolesRoutes);
      await api.register(sessionRoutes);
      await api.register(activityRoutes);
      await api.register(merchantRoutes);
      await api.register(brandingRoutes);
      await api.register(publicPagesRoutes);
      await api.register(appearanceRoutes);
      await api.register(apiKeyRoutes);
      await api.register(templateRoutes);
      await api.register(helpRoutes);
      await api.register(codePairingRoutes);
      await api.register(payPageRoutes);
      await api.register(paymentRequestRoutes);
      await api.register(webhookRoutes);
      await api.register(webhookAdminRoutes);
      await api.register(gatewayAdminRoutes);
      await api.register(attachmentRoutes);
      await api.register(imageUploadRoutes);
      await api.register(merchantApiRoutes);
      await api.register(customerPaymentRoutes);
      await api.register(paymentLinkRoutes);
      await api.register(transactionRoutes);
      await api.register(transactionActionRoutes);
      await api.register(transactionExportRoutes);
      await api.register(dashboardRoutes);
      await api.register(paymentAttentionRoutes);
      await api.register(foodRoutes, { clock: options.clock ?? systemClock });
      await api.register(catalogueRoutes);
      await api.register(catalogueAdminRoutes);
      await api.register(menuAdminRoutes);
      await api.register(discountCodeRoutes);
      await api.register(bulkRoutes);
      await api.register(bulkDispatchRoutes);
      await api.register(bulkSummaryRoutes);
      await api.register(bulkRecurrenceRoutes);
      await api.register(bulkTransactionLogRoutes);
      await api.register(bulkReminderRoutes);
      await api.register(kitchenRoutes, { clock: options.clock ?? systemClock });
      await api.register(fcmRoutes);
      await api.register(eventRoutes);
      await api.register(eventsAdminRoutes);
      await api.register(eventChangeRoutes);
      await api.register(bookingRoutes);
      await api.register(checkInRoutes);
      await api.register(eventDoorAdminRoutes);
      await api.register(outboxRoutes);
      await api.register(smsRoutes);
    },
    { prefix: API_PREFIX },
  );
  // Server-rendered gateway pages and the signed callback, before the SPA fallback.
  await app.register(gatewayRoutes);
  await app.register(paymentGatewayRoutes);
  await app.register(providerRoutes);
  await app.register(mediaRoutes);
  await app.register(staticFiles, { staticDir: config.staticDir });

  // One hook, in this order: the worker finishes its batch before the database closes.
  app.addHook('onClose', async () => {
    await app.bulkDispatch.stop();
    await app.bulkRecurrence.stop();
    await app.bulkReminders.stop();
    await app.bulkValidation.stop();
    await app.eventChanges.stop();
    await app.outbox.stop();
    await app.webhooks.stop();
    await app.liveEvents.stop();
    if (ownsDb) await db.destroy();
  });
  return app;
}
