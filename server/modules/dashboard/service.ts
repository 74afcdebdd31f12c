import { kuwaitDayStart } from '../../../src/domain/business-time.ts';
import type {
  AverageTransactionSize,
  DashboardStatistics,
  RecentTransaction,
  StatisticsOptions,
} from '../../../src/domain/contracts/dashboard.ts';
import type {
  CurrencyStatistics,
  TransactionListQuery,
  TransactionScope,
} from '../../../src/domain/contracts/transactions.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import { REPORT_PERIODS, type ReportPeriod } from '../../../src/domain/report-periods.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { installedPlugins } from '../merchant/service.ts';
import { listGateways } from '../payments/service.ts';
import {
  currencyTotals,
  type ListContext,
  listScope,
  parseListFilters,
  recentTransactions,
  requireSearchPermission,
  scopePlugins,
} from '../transactions/service.ts';
import { averageTransactionSize, selectableYears } from './average-size.ts';
import { currencyStatistics } from './currency-statistics.ts';
import { resolvePeriod } from './periods.ts';
import { type FigureScope, paidByMonth, periodAggregates } from './repository.ts';
import { dashboardStatistics } from './statistics.ts';

const RECENT_ORDERS = 10;

type Staff = TransactionViewer & { merchant_id: number };

/** A member's figures count the transactions they may see: their own without view_all. */
const figureScope = (user: Staff): FigureScope => ({
  merchantId: user.merchant_id,
  createdBy: transactionCreatorScope(user),
});

export function statisticsOptions(lang: Lang): StatisticsOptions {
  return {
    period_choices: REPORT_PERIODS.map((value) => ({
      value,
      display_name: translate(lang, `dashboard.period.${value}`),
    })),
    default_period: 'day' as const,
  };
}

/** The dashboard home's figures for a report period (Asia/Kuwait) and the one before it. */
export async function periodStatistics(
  db: DbHandle,
  user: Staff,
  query: { period: ReportPeriod; date_after?: string; date_before?: string },
  lang: Lang,
): Promise<DashboardStatistics> {
  const { period, date_after, date_before } = query;
  const resolved = resolvePeriod(period, date_after, date_before, new Date());
  const [aggregates, gateways, plugins] = await Promise.all([
    periodAggregates(db, figureScope(user), resolved),
    listGateways(db, user.merchant_id),
    installedPlugins(db, user.merchant_id),
  ]);
  return dashboardStatistics(aggregates, gateways, plugins, resolved, lang);
}

/** Monthly average paid transaction per currency of one of the selectable years (400 for another). */
export async function averageSize(
  db: DbHandle,
  user: Staff,
  requestedYear: number | undefined,
): Promise<AverageTransactionSize> {
  const now = new Date();
  const years = selectableYears(now);
  const year = requestedYear ?? years[0] ?? now.getUTCFullYear();
  if (!years.includes(year)) throw fieldErrors({ year: [msg('errors.invalid_choice')] });
  const from = kuwaitDayStart(`${year}-01-01`);
  const to = kuwaitDayStart(`${year + 1}-01-01`);
  const rows = await paidByMonth(db, figureScope(user), from, to);
  return averageTransactionSize(rows, year, now);
}

/** The ten latest transactions of the plugins the user may access, with their actions. */
export async function recentOrders(context: ListContext): Promise<RecentTransaction[]> {
  const presented = await recentTransactions(context, RECENT_ORDERS);
  return presented.map((row) => ({
    id: row.id,
    plugin: row.plugin,
    customer_email: row.customer_email,
    amount: row.amount,
    currency_code: row.currency_code,
    state: row.state,
    test_payment: row.test_payment,
    created: row.created,
    actions: row.actions,
  }));
}

/** Total generated, received and net balance per currency over the filtered list. */
export async function listCurrencyStatistics(
  db: DbHandle,
  user: Staff,
  scope: TransactionScope,
  query: TransactionListQuery,
): Promise<CurrencyStatistics[]> {
  const plugins = await scopePlugins(db, user, scope);
  requireSearchPermission(user, query);
  const filters = await parseListFilters(db, user.merchant_id, query);
  return currencyStatistics(await currencyTotals(db, listScope(user, plugins, false, filters)));
}
