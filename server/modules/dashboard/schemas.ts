import { REPORT_PERIODS } from '../../../src/domain/transactions-api.ts';
import { bearer, errors } from '../../lib/schemas.ts';
import { transactionActionSchema } from '../transaction-actions/schemas.ts';
import { listQuerySchema, scopeParams } from '../transactions/schemas.ts';

const tags = ['dashboard'];
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const choice = { type: 'object', properties: { value: str, display_name: str } } as const;
const sparkline = {
  type: 'object',
  properties: { labels: { type: 'array', items: str }, values: { type: 'array', items: num } },
} as const;
const growth = { type: ['number', 'null'] } as const;
const moneyList = {
  type: 'array',
  items: { type: 'object', properties: { currency_code: str, value: str } },
} as const;
const gatewayFigures = {
  type: 'array',
  items: {
    type: 'object',
    properties: { name: str, code: str, logo: { type: ['string', 'null'] }, value: num },
  },
} as const;

export const statisticsOptionsSchema = {
  tags,
  summary: 'Report period choices of the dashboard home',
  security: bearer,
  response: {
    200: {
      type: 'object',
      properties: { period_choices: { type: 'array', items: choice }, default_period: str },
    },
    ...errors(401, 403),
  },
} as const;

export const statisticsSchema = {
  tags,
  summary: 'Dashboard home statistics for a report period (Asia/Kuwait)',
  security: bearer,
  querystring: {
    type: 'object',
    properties: {
      period: { type: 'string', enum: [...REPORT_PERIODS], default: 'day' },
      date_after: { type: 'string', maxLength: 10 },
      date_before: { type: 'string', maxLength: 10 },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        period: str,
        date_after: str,
        date_before: str,
        total_paid: { type: 'object', properties: { value: num, growth, chart: sparkline } },
        total_amount_paid: { type: 'object', properties: { values: moneyList, growth, chart: sparkline } },
        success_rate: { type: 'object', properties: { value: num, growth, chart: sparkline } },
        paid_per_gateway: gatewayFigures,
        success_rate_per_gateway: gatewayFigures,
        product_wise_sales: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: str, plugin: str, count: num, values: moneyList },
          },
        },
      },
    },
    ...errors(400, 401, 403),
  },
} as const;

export const averageSizeSchema = {
  tags,
  summary: 'Monthly average paid transaction per currency for a year',
  security: bearer,
  querystring: {
    type: 'object',
    properties: { year: { type: 'integer', minimum: 1970, maximum: 9999 } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        year: num,
        years: { type: 'array', items: num },
        series: {
          type: 'array',
          items: {
            type: 'object',
            properties: { currency_code: str, months: { type: 'array', items: str } },
          },
        },
      },
    },
    ...errors(400, 401, 403),
  },
} as const;

const action = transactionActionSchema;

export const recentOrdersSchema = {
  tags,
  summary: 'The ten latest transactions of the plugins the user may access, with their actions',
  security: bearer,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: str,
          plugin: str,
          customer_email: { type: ['string', 'null'] },
          amount: str,
          currency_code: str,
          state: str,
          created: str,
          actions: { type: 'array', items: action },
        },
      },
    },
    ...errors(401, 403),
  },
} as const;

export const currencyStatisticsSchema = {
  tags: ['transactions'],
  summary: 'Total generated, received and net balance per currency over the filtered list',
  security: bearer,
  params: scopeParams,
  querystring: listQuerySchema,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: { currency_code: str, total_generated: str, total_received: str, net_balance: str },
      },
    },
    ...errors(400, 401, 403, 404),
  },
} as const;
