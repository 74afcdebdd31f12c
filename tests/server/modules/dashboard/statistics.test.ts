import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type {
  AverageTransactionSize,
  DashboardStatistics,
  RecentTransaction,
  StatisticsOptions,
} from '../../../../src/domain/contracts/dashboard.ts';
import type { CurrencyStatistics } from '../../../../src/domain/contracts/transactions.ts';
import { formatAmount } from '../../../../src/domain/money.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { createTestApp } from '../../helper.ts';
import { createShop, type Shop } from '../transactions/fixtures.ts';
import { hoursBefore, insertTxn, type Txn } from './fixtures.ts';

// 12:30 in Kuwait on 15 March 2026: "today" began at 21:00 UTC on the 14th.
const NOW = new Date('2026-03-15T09:30:00Z');
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(NOW);
afterAll(() => vi.useRealTimers());

const app = await createTestApp();
let shop: Shop;
const today: (Txn & { id?: string })[] = [
  {
    plugin: 'payment_request',
    state: 'paid',
    amountMinor: 10_000,
    currency: 'KWD',
    createdAt: hoursBefore(NOW, 1),
    gateway: 'knet',
    movements: [{ kind: 'payment', amountMinor: 10_000 }],
  },
  {
    plugin: 'payment_request',
    state: 'paid',
    amountMinor: 5_500,
    currency: 'KWD',
    createdAt: hoursBefore(NOW, 2),
    gateway: 'kpay',
    feeMinor: 155,
    movements: [{ kind: 'payment', amountMinor: 5_655 }],
  },
  {
    plugin: 'catalogue',
    state: 'paid',
    amountMinor: 2_000,
    currency: 'USD',
    createdAt: hoursBefore(NOW, 3),
    gateway: 'knet',
    movements: [{ kind: 'payment', amountMinor: 2_000 }],
  },
  {
    plugin: 'payment_request',
    state: 'failed',
    amountMinor: 3_000,
    currency: 'KWD',
    createdAt: hoursBefore(NOW, 4),
    gateway: 'knet',
  },
  {
    plugin: 'catalogue',
    state: 'attempted',
    amountMinor: 1_000,
    currency: 'KWD',
    createdAt: hoursBefore(NOW, 5),
    gateway: 'kpay',
  },
  { plugin: 'event', state: 'cod', amountMinor: 7_000, currency: 'KWD', createdAt: hoursBefore(NOW, 6) },
  {
    plugin: 'payment_request',
    state: 'created',
    amountMinor: 1_000,
    currency: 'KWD',
    createdAt: hoursBefore(NOW, 7),
  },
];
const deletedToday: Txn = {
  plugin: 'payment_request',
  state: 'paid',
  amountMinor: 9_000,
  currency: 'KWD',
  createdAt: hoursBefore(NOW, 1),
  gateway: 'knet',
  movements: [{ kind: 'payment', amountMinor: 9_000 }],
  deleted: true,
};
// Yesterday up to 12:30 Kuwait is the day's previous period; 13:30 yesterday is outside it.
const yesterday: Txn[] = [
  {
    plugin: 'payment_request',
    state: 'paid',
    amountMinor: 8_000,
    currency: 'KWD',
    createdAt: hoursBefore(NOW, 25),
    gateway: 'knet',
    movements: [{ kind: 'payment', amountMinor: 8_000 }],
  },
  {
    plugin: 'payment_request',
    state: 'paid',
    amountMinor: 4_000,
    currency: 'KWD',
    createdAt: hoursBefore(NOW, 23),
    gateway: 'knet',
    movements: [
      { kind: 'payment', amountMinor: 4_000 },
      { kind: 'refund', amountMinor: 1_500 },
    ],
  },
  {
    plugin: 'payment_request',
    state: 'failed',
    amountMinor: 1_000,
    currency: 'KWD',
    createdAt: hoursBefore(NOW, 26),
    gateway: 'knet',
  },
];
const january: Txn[] = [
  {
    plugin: 'payment_request',
    state: 'paid',
    amountMinor: 1_000,
    currency: 'KWD',
    createdAt: new Date('2026-01-10T10:00:00Z'),
    gateway: 'knet',
    movements: [{ kind: 'payment', amountMinor: 1_000 }],
  },
  {
    plugin: 'payment_request',
    state: 'paid',
    amountMinor: 2_001,
    currency: 'KWD',
    createdAt: new Date('2026-01-20T10:00:00Z'),
    gateway: 'knet',
    movements: [{ kind: 'payment', amountMinor: 2_001 }],
  },
];
const live = [...today, ...yesterday, ...january];

const successful = (t: Txn) => ['paid', 'authorized', 'cod'].includes(t.state);
const reached = (t: Txn) => successful(t) || ['failed', 'attempted'].includes(t.state);
const pct = (part: number, whole: number) => Math.round((part * 1000) / whole) / 10;
const inPreviousDay = (t: Txn) =>
  t.createdAt >= new Date('2026-03-13T21:00:00Z') && t.createdAt < hoursBefore(NOW, 24);

beforeAll(async () => {
  shop = await createShop(app, {
    boss: 'superuser',
    viewer: ['access_payment_request'],
    analyst: [PERMISSIONS.viewStatistics, 'access_payment_request'],
    cataloguer: ['access_catalogue'],
    nobody: [],
  });
  for (const txn of [...live, deletedToday]) {
    const id = await insertTxn(queryable(app.db), shop.merchantId, txn);
    (txn as Txn & { id?: string }).id = id;
  }
});

async function getJson<T>(user: string | null, url: string, lang = 'en') {
  const response = await shop.get(user ? await shop.token(user) : null, url, lang);
  return { status: response.statusCode, body: response.json<T>() };
}

describe('dashboard permissions', () => {
  const statisticsUrls = [
    '/api/v1/dashboard/statistics',
    '/api/v1/dashboard/avg_txn_size',
    '/api/v1/plugins/payment_request/currency_statistics',
  ];

  it('asks anonymous callers to sign in on every endpoint', async () => {
    for (const url of [...statisticsUrls, '/api/v1/dashboard/recent_orders']) {
      expect((await shop.get(null, url)).statusCode, url).toBe(401);
    }
    expect((await app.inject({ method: 'OPTIONS', url: '/api/v1/dashboard/statistics' })).statusCode).toBe(
      401,
    );
  });

  it('keeps sales figures from staff without the statistics permission, but shows them their recent orders', async () => {
    for (const url of statisticsUrls) expect((await getJson('viewer', url)).status, url).toBe(403);
    const token = await shop.token('viewer');
    const options = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/dashboard/statistics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(options.statusCode).toBe(403);
    expect((await getJson('viewer', '/api/v1/dashboard/recent_orders')).status).toBe(200);
    expect((await getJson('nobody', '/api/v1/dashboard/recent_orders')).status).toBe(403);
  });

  it('serves every endpoint to a superuser and to staff holding the permission', async () => {
    for (const url of [...statisticsUrls, '/api/v1/dashboard/recent_orders']) {
      expect((await getJson('boss', url)).status, url).toBe(200);
      expect((await getJson('analyst', url)).status, url).toBe(200);
    }
  });
});

describe('GET /dashboard/statistics', () => {
  it('offers the report periods in the request language, day by default', async () => {
    const token = await shop.token('boss');
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/dashboard/statistics',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    const body = response.json<StatisticsOptions>();
    expect(body.default_period).toBe('day');
    expect(body.period_choices.map((c) => c.value)).toEqual(['day', 'week', 'month', 'year', 'custom']);
    expect(body.period_choices[0]?.display_name).toBe('اليوم');
  });

  it('counts today in Kuwait against yesterday up to the same hour, leaving deleted rows out', async () => {
    const { status, body } = await getJson<DashboardStatistics>('boss', '/api/v1/dashboard/statistics');
    expect(status).toBe(200);
    expect([body.period, body.date_after, body.date_before]).toEqual(['day', '2026-03-15', '2026-03-15']);

    const paidToday = today.filter((t) => t.state === 'paid');
    const paidBefore = yesterday.filter((t) => t.state === 'paid' && inPreviousDay(t));
    expect(body.total_paid.value).toBe(paidToday.length);
    expect(body.total_paid.growth).toBe(pct(paidToday.length - paidBefore.length, paidBefore.length));

    const kwd = paidToday.filter((t) => t.currency === 'KWD').reduce((s, t) => s + t.amountMinor, 0);
    const usd = paidToday.filter((t) => t.currency === 'USD').reduce((s, t) => s + t.amountMinor, 0);
    expect(body.total_amount_paid.values).toEqual([
      { currency_code: 'KWD', value: formatAmount(kwd, 'KWD') },
      { currency_code: 'USD', value: formatAmount(usd, 'USD') },
    ]);
    const kwdBefore = paidBefore.reduce((s, t) => s + t.amountMinor, 0);
    expect(body.total_amount_paid.growth).toBe(pct(kwd - kwdBefore, kwdBefore));

    const rateToday = pct(today.filter(successful).length, today.filter(reached).length);
    const before = yesterday.filter(inPreviousDay);
    const rateBefore = pct(before.filter(successful).length, before.filter(reached).length);
    expect(body.success_rate.value).toBe(rateToday);
    expect(body.success_rate.growth).toBe(pct(rateToday - rateBefore, rateBefore));
  });

  it('draws hourly sparklines from Kuwait midnight to now', async () => {
    const { body } = await getJson<DashboardStatistics>('boss', '/api/v1/dashboard/statistics?period=day');
    const { labels, values } = body.total_paid.chart;
    expect(labels[0]).toBe('2026-03-14T21:00:00.000Z');
    expect(labels.at(-1)).toBe('2026-03-15T09:00:00.000Z');
    expect(labels).toHaveLength(13);
    const hourOf = (t: Txn) =>
      new Date(Math.floor(t.createdAt.getTime() / 3_600_000) * 3_600_000).toISOString();
    const expected = labels.map(
      (label) => today.filter((t) => t.state === 'paid' && hourOf(t) === label).length,
    );
    expect(values).toEqual(expected);
    expect(body.total_amount_paid.chart.values.reduce((a, b) => a + b, 0)).toBeCloseTo(15.5, 3);
  });

  it('reports paid counts and success rates per gateway with names in the request language', async () => {
    const { body } = await getJson<DashboardStatistics>('boss', '/api/v1/dashboard/statistics', 'ar');
    for (const code of ['knet', 'kpay']) {
      const rows = today.filter((t) => t.gateway === code);
      const paid = body.paid_per_gateway.find((g) => g.code === code);
      const rate = body.success_rate_per_gateway.find((g) => g.code === code);
      expect(paid?.value).toBe(rows.filter((t) => t.state === 'paid').length);
      expect(rate?.value).toBe(pct(rows.filter(successful).length, rows.filter(reached).length));
    }
    expect(body.paid_per_gateway.map((g) => g.name)).toEqual(['كي نت', 'كي باي']);
  });

  it('sums product-wise sales per plugin and currency, never across currencies', async () => {
    const { body } = await getJson<DashboardStatistics>('boss', '/api/v1/dashboard/statistics');
    const catalogue = body.product_wise_sales.find((p) => p.plugin === 'catalogue');
    expect(catalogue).toMatchObject({
      name: 'Catalogue',
      count: 1,
      values: [{ currency_code: 'USD', value: '20.00' }],
    });
    const requests = body.product_wise_sales.find((p) => p.plugin === 'payment_request');
    expect(requests).toMatchObject({ count: 2, values: [{ currency_code: 'KWD', value: '15.500' }] });
    expect(body.product_wise_sales[0]?.plugin).toBe('payment_request');
    expect(body.product_wise_sales.find((p) => p.plugin === 'bulk')?.count).toBe(0);
  });

  it('takes a custom range of whole Kuwait days, both included, charted per day', async () => {
    const url = '/api/v1/dashboard/statistics?period=custom&date_after=2026-03-14&date_before=2026-03-15';
    const { status, body } = await getJson<DashboardStatistics>('boss', url);
    expect(status).toBe(200);
    const inRange = live.filter((t) => t.createdAt >= new Date('2026-03-13T21:00:00Z'));
    expect(body.total_paid.value).toBe(inRange.filter((t) => t.state === 'paid').length);
    expect(body.total_paid.chart.labels).toEqual(['2026-03-13T21:00:00.000Z', '2026-03-14T21:00:00.000Z']);
  });

  it('refuses a custom range that ends before it starts, or lacks a date', async () => {
    const backwards = await getJson<Record<string, string[]>>(
      'boss',
      '/api/v1/dashboard/statistics?period=custom&date_after=2026-03-15&date_before=2026-03-14',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.date_before).toEqual(['The end date cannot be before the start date.']);
    const missing = await getJson<Record<string, string[]>>(
      'boss',
      '/api/v1/dashboard/statistics?period=custom&date_after=2026-03-15',
    );
    expect(missing.status).toBe(400);
    expect(missing.body.date_before).toHaveLength(1);
  });

  it('charts a week as seven Kuwait days', async () => {
    const { body } = await getJson<DashboardStatistics>('boss', '/api/v1/dashboard/statistics?period=week');
    expect(body.total_paid.chart.labels).toHaveLength(7);
    expect(body.date_after).toBe('2026-03-09');
    const week = live.filter((t) => t.createdAt >= new Date('2026-03-08T21:00:00Z'));
    expect(body.total_paid.chart.values.reduce((a, b) => a + b, 0)).toBe(
      week.filter((t) => t.state === 'paid').length,
    );
  });
});

describe('GET /dashboard/avg_txn_size', () => {
  it('averages paid transactions per month and currency, rounded half-up to the currency decimals', async () => {
    const { body } = await getJson<AverageTransactionSize>('boss', '/api/v1/dashboard/avg_txn_size');
    expect(body.year).toBe(2026);
    expect(body.years).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    const kwd = body.series.find((s) => s.currency_code === 'KWD')?.months ?? [];
    const paidKwd = (month: number) =>
      live.filter((t) => t.state === 'paid' && t.currency === 'KWD' && t.createdAt.getUTCMonth() === month);
    const mean = (rows: Txn[]) =>
      Math.floor((2 * rows.reduce((s, t) => s + t.amountMinor, 0) + rows.length) / (2 * rows.length));
    expect(kwd[0]).toBe(formatAmount(mean(paidKwd(0)), 'KWD'));
    expect(kwd[0]).toBe('1.501');
    expect(kwd[2]).toBe(formatAmount(mean(paidKwd(2)), 'KWD'));
    expect(kwd[1]).toBe('0.000');
    expect(body.series.find((s) => s.currency_code === 'USD')?.months[2]).toBe('20.00');
  });

  it('lists an earlier year empty and refuses one outside the ten', async () => {
    const earlier = await getJson<AverageTransactionSize>('boss', '/api/v1/dashboard/avg_txn_size?year=2020');
    expect(earlier.body.series).toEqual([]);
    expect((await getJson('boss', '/api/v1/dashboard/avg_txn_size?year=2016')).status).toBe(400);
  });
});

describe('GET /dashboard/recent_orders', () => {
  it('lists the ten newest live transactions with their actions', async () => {
    const { body } = await getJson<RecentTransaction[]>('boss', '/api/v1/dashboard/recent_orders');
    const newest = [...live].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 10);
    expect(body.map((row) => row.amount)).toEqual(newest.map((t) => formatAmount(t.amountMinor, t.currency)));
    const paid = body.find((row) => row.state === 'paid');
    expect(paid?.actions.map((a) => a.value)).toContain('refund');
  });

  it('shows only the plugins the user may access', async () => {
    const { body } = await getJson<RecentTransaction[]>('cataloguer', '/api/v1/dashboard/recent_orders');
    expect(body.map((row) => row.plugin)).toEqual(
      live.filter((t) => t.plugin === 'catalogue').map(() => 'catalogue'),
    );
  });
});

describe('GET /plugins/{scope}/currency_statistics', () => {
  const expected = (rows: Txn[], currency: string) => {
    const moved = (kinds: string[]) =>
      rows
        .flatMap((t) => t.movements ?? [])
        .filter((m) => kinds.includes(m.kind))
        .reduce((s, m) => s + m.amountMinor, 0);
    const received = moved(['payment', 'capture']);
    return {
      currency_code: currency,
      total_generated: formatAmount(
        rows.reduce((s, t) => s + t.amountMinor, 0),
        currency,
      ),
      total_received: formatAmount(received, currency),
      net_balance: formatAmount(received - moved(['refund']), currency),
    };
  };

  it('totals the list per currency: generated, received from the ledger, net of refunds', async () => {
    const { body } = await getJson<CurrencyStatistics[]>(
      'boss',
      '/api/v1/plugins/payment_request/currency_statistics',
    );
    const rows = live.filter((t) => t.plugin === 'payment_request');
    expect(body).toEqual([expected(rows, 'KWD')]);
  });

  it('applies the same filters as the list', async () => {
    const url = '/api/v1/plugins/all/currency_statistics?state=paid&created_after=2026-03-14';
    const { body } = await getJson<CurrencyStatistics[]>('boss', url);
    const rows = live.filter((t) => t.state === 'paid' && t.createdAt >= new Date('2026-03-13T21:00:00Z'));
    expect(body).toEqual([
      expected(
        rows.filter((t) => t.currency === 'KWD'),
        'KWD',
      ),
      expected(
        rows.filter((t) => t.currency === 'USD'),
        'USD',
      ),
    ]);
  });
});
