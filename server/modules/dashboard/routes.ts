import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { pickLang } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  averageSizeSchema,
  currencyStatisticsSchema,
  recentOrdersSchema,
  statisticsOptionsSchema,
  statisticsSchema,
} from './schemas.ts';
import {
  averageSize,
  listCurrencyStatistics,
  periodStatistics,
  recentOrders,
  statisticsOptions,
} from './service.ts';

/**
 * Dashboard home (SPEC 7.7) and the lists' currency statistics. Every figure of sales
 * (statistics, average size, currency blocks) needs view_paymenttransaction_statistics;
 * recent orders need access to at least one plugin and list only those plugins.
 */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const statistics = app.requirePermission(PERMISSIONS.viewStatistics);

  app.options(
    '/dashboard/statistics',
    { schema: statisticsOptionsSchema, onRequest: statistics },
    async (request) => statisticsOptions(pickLang(request.headers['accept-language'])),
  );

  app.get('/dashboard/statistics', { schema: statisticsSchema, onRequest: statistics }, async (request) =>
    periodStatistics(
      app.db,
      currentUser(request),
      request.query,
      pickLang(request.headers['accept-language']),
    ),
  );

  app.get('/dashboard/avg_txn_size', { schema: averageSizeSchema, onRequest: statistics }, async (request) =>
    averageSize(app.db, currentUser(request), request.query.year),
  );

  app.get(
    '/dashboard/recent_orders',
    { schema: recentOrdersSchema, onRequest: app.authenticate },
    async (request) =>
      recentOrders({
        db: app.db,
        config: app.config,
        user: currentUser(request),
        lang: pickLang(request.headers['accept-language']),
      }),
  );

  app.get(
    '/plugins/:plugin/currency_statistics',
    { schema: currencyStatisticsSchema, onRequest: statistics },
    async (request) =>
      listCurrencyStatistics(app.db, currentUser(request), request.params.plugin, request.query),
  );
};

export default dashboardRoutes;
