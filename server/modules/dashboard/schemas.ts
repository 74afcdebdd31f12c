import {
  AverageSizeQuery,
  AverageTransactionSize,
  DashboardStatistics,
  RecentTransactions,
  StatisticsOptions,
  StatisticsQuery,
} from '../../../src/domain/contracts/dashboard.ts';
import {
  CurrencyStatisticsList,
  ScopeParams,
  TransactionListQuery,
} from '../../../src/domain/contracts/transactions.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['dashboard'];

export const statisticsOptionsSchema = {
  tags,
  summary: 'Report period choices of the dashboard home',
  security: bearer,
  response: { 200: StatisticsOptions, ...errors(401, 403) },
};

export const statisticsSchema = {
  tags,
  summary: 'Dashboard home statistics for a report period (Asia/Kuwait)',
  security: bearer,
  querystring: StatisticsQuery,
  response: { 200: DashboardStatistics, ...errors(400, 401, 403) },
};

export const averageSizeSchema = {
  tags,
  summary: 'Monthly average paid transaction per currency for a year',
  security: bearer,
  querystring: AverageSizeQuery,
  response: { 200: AverageTransactionSize, ...errors(400, 401, 403) },
};

export const recentOrdersSchema = {
  tags,
  summary: 'The ten latest transactions of the plugins the user may access, with their actions',
  security: bearer,
  response: { 200: RecentTransactions, ...errors(401, 403) },
};

export const currencyStatisticsSchema = {
  tags: ['transactions'],
  summary: 'Total generated, received and net balance per currency over the filtered list',
  security: bearer,
  params: ScopeParams,
  querystring: TransactionListQuery,
  response: { 200: CurrencyStatisticsList, ...errors(400, 401, 403, 404) },
};
