/** Dashboard home (SPEC 7.7): statistics of a report period, average size, recent orders. */
import { type Static, Type } from 'typebox';
import { REPORT_PERIODS } from '../report-periods.ts';
import { Choice, Nullable } from './common.ts';
import { PluginName, StateName, TransactionAction } from './transactions.ts';

const Period = Type.Enum(REPORT_PERIODS, { type: 'string' });

/** OPTIONS /dashboard/statistics */
export const StatisticsOptions = Type.Object({
  period_choices: Type.Array(Choice),
  default_period: Period,
});
export type StatisticsOptions = Static<typeof StatisticsOptions>;

/** Periods are computed in Asia/Kuwait; custom takes whole days, YYYY-MM-DD. */
export const StatisticsQuery = Type.Object({
  period: Type.Enum(REPORT_PERIODS, { type: 'string', default: 'day' }),
  date_after: Type.Optional(Type.String({ maxLength: 10 })),
  date_before: Type.Optional(Type.String({ maxLength: 10 })),
});

export const Sparkline = Type.Object({
  /** Bucket start times (ISO) and values, oldest first. */
  labels: Type.Array(Type.String()),
  values: Type.Array(Type.Number()),
});
export type Sparkline = Static<typeof Sparkline>;

/** Per currency: money is never summed across currencies. */
export const MoneyByCurrency = Type.Object({ currency_code: Type.String(), value: Type.String() });
export type MoneyByCurrency = Static<typeof MoneyByCurrency>;

/** Growth in percent against the previous period; null when there was nothing before. */
const Growth = Nullable(Type.Number());

const GatewayFigure = Type.Object({
  name: Type.String(),
  code: Type.String(),
  logo: Nullable(Type.String()),
  value: Type.Number(),
});

/** GET /dashboard/statistics?period=&date_after=&date_before= (view_paymenttransaction_statistics) */
export const DashboardStatistics = Type.Object({
  period: Period,
  date_after: Type.String(),
  date_before: Type.String(),
  /** Total transactions in the period: the paid ones (created in the period). */
  total_paid: Type.Object({ value: Type.Integer(), growth: Growth, chart: Sparkline }),
  /** GMV: paid amounts per currency, most paid rows first; growth and chart follow that first currency. */
  total_amount_paid: Type.Object({ values: Type.Array(MoneyByCurrency), growth: Growth, chart: Sparkline }),
  /** (paid+authorized+cod) ÷ (those + failed + attempted), percent with one decimal (server/modules/dashboard/statistics.ts). */
  success_rate: Type.Object({ value: Type.Number(), growth: Growth, chart: Sparkline }),
  paid_per_gateway: Type.Array(GatewayFigure),
  success_rate_per_gateway: Type.Array(GatewayFigure),
  product_wise_sales: Type.Array(
    Type.Object({
      name: Type.String(),
      plugin: PluginName,
      count: Type.Integer(),
      values: Type.Array(MoneyByCurrency),
    }),
  ),
});
export type DashboardStatistics = Static<typeof DashboardStatistics>;

export const AverageSizeQuery = Type.Object({
  year: Type.Optional(Type.Integer({ minimum: 1970, maximum: 9999 })),
});

/** GET /dashboard/avg_txn_size?year=YYYY */
export const AverageTransactionSize = Type.Object({
  year: Type.Integer(),
  /** The ten selectable years, newest first (current year first). */
  years: Type.Array(Type.Integer()),
  /** Per currency, twelve monthly averages of paid transactions as decimal strings. */
  series: Type.Array(Type.Object({ currency_code: Type.String(), months: Type.Array(Type.String()) })),
});
export type AverageTransactionSize = Static<typeof AverageTransactionSize>;

/** SPEC 3 "Recent transaction": GET /dashboard/recent_orders */
export const RecentTransaction = Type.Object({
  id: Type.String(),
  plugin: PluginName,
  customer_email: Nullable(Type.String()),
  amount: Type.String(),
  currency_code: Type.String(),
  state: StateName,
  /** Paid on a provider's test account: no real money moved (src/domain/test-payments.ts). */
  test_payment: Type.Boolean(),
  created: Type.String(),
  actions: Type.Array(TransactionAction),
});
export type RecentTransaction = Static<typeof RecentTransaction>;
export const RecentTransactions = Type.Array(RecentTransaction);
