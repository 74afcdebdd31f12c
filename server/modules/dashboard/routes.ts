import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import { REPORT_PERIODS } from '../../../src/domain/report-periods.ts';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { parseListFilters, requireSearchPermission } from '../transactions/filters.ts';
import { newestFirst, transactionListQuery } from '../transactions/list-query.ts';
import { presentRows, selectRowColumns } from '../transactions/present.ts';
import { scopePlugins } from '../transactions/scope.ts';
import { averageTransactionSize, selectableYears } from './average-size.ts';
import { currencyStatistics } from './currency-statistics.ts';
import { resolvePeriod } from './periods.ts';
import {
  averageSizeSchema,
  currencyStatisticsSchema,
  recentOrdersSchema,
  statisticsOptionsSchema,
  statisticsSchema,
} from './schemas.ts';
import { dashboardStatistics } from './statistics.ts';

const RECENT_ORDERS = 10;

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
    async (request) => {
      const lang = pickLang(request.headers['accept-language']);
      return {
        period_choices: REPORT_PERIODS.map((value) => ({
          value,
          display_name: translate(lang, `dashboard.period.${value}`),
        })),
        default_period: 'day' as const,
      };
    },
  );

  app.get('/dashboard/statistics', { schema: statisticsSchema, onRequest: statistics }, async (request) => {
    const user = currentUser(request);
    const { period, date_after, date_before } = request.query;
    const resolved = resolvePeriod(period, date_after, date_before, new Date());
    return dashboardStatistics(
      queryable(app.db),
      user.merchant_id,
      resolved,
      pickLang(request.headers['accept-language']),
    );
  });

  app.get(
    '/dashboard/avg_txn_size',
    { schema: averageSizeSchema, onRequest: statistics },
    async (request) => {
      const user = currentUser(request);
      const now = new Date();
      const years = selectableYears(now);
      const year = request.query.year ?? years[0] ?? now.getUTCFullYear();
      if (!years.includes(year)) throw fieldErrors({ year: [msg('errors.invalid_choice')] });
      return averageTransactionSize(queryable(app.db), user.merchant_id, year, now);
    },
  );

  app.get(
    '/dashboard/recent_orders',
    { schema: recentOrdersSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      const lang = pickLang(request.headers['accept-language']);
      const plugins = await scopePlugins(queryable(app.db), user, 'all');
      const scope = { merchantId: user.merchant_id, plugins, deleted: false, filters: {} };
      const rows = await selectRowColumns(newestFirst(transactionListQuery(queryable(app.db), scope), false))
        .limit(RECENT_ORDERS)
        .execute();
      const presented = await presentRows({ db: queryable(app.db), config: app.config, user, lang }, rows);
      return presented.map((row) => ({
        id: row.id,
        plugin: row.plugin,
        customer_email: row.customer_email,
        amount: row.amount,
        currency_code: row.currency_code,
        state: row.state,
        created: row.created,
        actions: row.actions,
      }));
    },
  );

  app.get(
    '/plugins/:plugin/currency_statistics',
    { schema: currencyStatisticsSchema, onRequest: statistics },
    async (request) => {
      const user = currentUser(request);
      const plugins = await scopePlugins(queryable(app.db), user, request.params.plugin);
      requireSearchPermission(user, request.query);
      const filters = await parseListFilters(queryable(app.db), user.merchant_id, request.query);
      return currencyStatistics(queryable(app.db), {
        merchantId: user.merchant_id,
        plugins,
        deleted: false,
        filters,
      });
    },
  );
};

export default dashboardRoutes;
