import { sql } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/business-time.ts';
import type { DashboardStatistics, MoneyByCurrency } from '../../../src/domain/contracts/dashboard.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { PLUGIN_KINDS, type PluginKind } from '../../../src/domain/plugins.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { installedPlugins } from '../merchant/repository.ts';
import { listGateways } from '../payments/repository.ts';
import { bucketStarts, type ResolvedPeriod } from './periods.ts';

/**
 * Success rate = successful ÷ reached, over the period's transactions (by created time):
 * - successful: paid, authorized (held by a card gateway) and cod (cash promised) — SPEC 4
 *   counts success and cod as successful;
 * - reached: the successful ones plus failed (declined) and attempted (left the gateway).
 * Created, pending, expired, invalid and canceled rows are left out: either nobody tried to
 * pay yet, or staff ended them, which says nothing about the gateway.
 */
export const SUCCESSFUL_STATES = ['paid', 'authorized', 'cod'] as const;
export const REACHED_STATES = [...SUCCESSFUL_STATES, 'failed', 'attempted'] as const;

interface Counts {
  paid: number;
  paidMinor: Map<string, number>;
  successful: number;
  reached: number;
}

const emptyCounts = (): Counts => ({ paid: 0, paidMinor: new Map(), successful: 0, reached: 0 });

function add(counts: Counts, row: AggregateRow) {
  counts.paid += Number(row.paid);
  counts.successful += Number(row.successful);
  counts.reached += Number(row.reached);
  const minor = minorFromDb(row.paid_minor ?? 0);
  if (minor) counts.paidMinor.set(row.currency, (counts.paidMinor.get(row.currency) ?? 0) + minor);
}

interface AggregateRow {
  gset: number;
  bucket: Date | null;
  currency: string;
  gateway: string | null;
  plugin: string | null;
  paid: string | number;
  paid_minor: string | number | null;
  successful: string | number;
  reached: string | number;
}

const inList = (states: readonly string[]) => sql.join(states.map((s) => sql`${s}`));

/** Percent with one decimal, rounded half-up in integers; 0 when nothing reached. */
export const rate = (part: number, whole: number) => (whole ? Math.round((part * 1000) / whole) / 10 : 0);

/** Change against the previous period in percent, one decimal; null when there was nothing before. */
export const growth = (current: number, previous: number) =>
  previous ? Math.round(((current - previous) * 1000) / previous) / 10 : null;

/**
 * One scan of the period's rows with grouping sets gives every figure at once: per bucket and
 * currency (cards and sparklines), per gateway and per plugin and currency; a second scan
 * over the previous period gives the growth figures.
 */
async function aggregate(db: Db, merchantId: number, period: ResolvedPeriod) {
  const bucket = sql`date_trunc(${period.bucket}, created_at, ${sql.lit(BUSINESS_TIME_ZONE)})`;
  const measures = sql`
    count(*) filter (where state = 'paid') as paid,
    sum(amount_minor) filter (where state = 'paid') as paid_minor,
    count(*) filter (where state in (${inList(SUCCESSFUL_STATES)})) as successful,
    count(*) filter (where state in (${inList(REACHED_STATES)})) as reached`;
  const live = sql`merchant_id = ${merchantId} and deleted_at is null`;
  const [current, previous] = await Promise.all([
    sql<AggregateRow>`
      select grouping(b, gateway_code, plugin) as gset, b as bucket, currency, gateway_code as gateway,
        plugin, ${measures}
      from (select ${bucket} as b, currency, gateway_code, plugin, state, amount_minor from transactions
        where ${live} and created_at >= ${period.from} and created_at < ${period.to}) t
      group by grouping sets ((b, currency), (gateway_code), (plugin, currency))`.execute(db),
    sql<AggregateRow>`
      select 0 as gset, null as bucket, currency, null as gateway, null as plugin, ${measures}
      from transactions
      where ${live} and created_at >= ${period.previousFrom} and created_at < ${period.previousTo}
      group by currency`.execute(db),
  ]);
  return { current: current.rows, previous: previous.rows };
}

const money = (byCurrency: Map<string, number>): MoneyByCurrency[] =>
  [...byCurrency].map(([code, minor]) => ({
    currency_code: code.trim(),
    value: formatAmount(minor, code.trim()),
  }));

export async function dashboardStatistics(
  db: Db,
  merchantId: number,
  period: ResolvedPeriod,
  lang: Lang,
): Promise<DashboardStatistics> {
  const [{ current, previous }, gateways, plugins] = await Promise.all([
    aggregate(db, merchantId, period),
    listGateways(handleOf(db), merchantId),
    installedPlugins(db, merchantId),
  ]);
  const total = emptyCounts();
  const before = emptyCounts();
  const buckets = new Map<number, Counts>();
  const byGateway = new Map<string, Counts>();
  const byPlugin = new Map<string, Counts>();
  // gset bits (b, gateway_code, plugin), 1 = rolled up: 3 = per bucket, 5 = per gateway, 6 = per plugin.
  for (const row of current) {
    const gset = Number(row.gset);
    if (gset === 3 && row.bucket) {
      const key = new Date(row.bucket).getTime();
      const counts = buckets.get(key) ?? emptyCounts();
      add(counts, row);
      buckets.set(key, counts);
      add(total, row);
    } else if (gset === 5 && row.gateway) {
      const counts = byGateway.get(row.gateway) ?? emptyCounts();
      add(counts, { ...row, paid_minor: 0 });
      byGateway.set(row.gateway, counts);
    } else if (gset === 6 && row.plugin) {
      const counts = byPlugin.get(row.plugin) ?? emptyCounts();
      add(counts, row);
      byPlugin.set(row.plugin, counts);
    }
  }
  for (const row of previous) add(before, row);

  // Currencies by paid amount share no scale: the one with most paid rows leads, and the
  // GMV sparkline and growth follow it (a chart cannot add KWD to USD).
  const currencyOrder = [...total.paidMinor.keys()].sort(
    (a, b) => paidCount(current, b) - paidCount(current, a) || a.localeCompare(b),
  );
  const lead = currencyOrder[0];
  const ordered = new Map(currencyOrder.map((code) => [code, total.paidMinor.get(code) ?? 0]));
  const starts = bucketStarts(period);
  const labels = starts.map((start) => start.toISOString());
  const series = (value: (counts: Counts) => number) =>
    starts.map((start) => value(buckets.get(start.getTime()) ?? emptyCounts()));
  const leadMajor = (counts: Counts) =>
    lead ? Number(formatAmount(counts.paidMinor.get(lead) ?? 0, lead.trim())) : 0;
  const gatewayFigure = (value: (counts: Counts) => number) =>
    gateways.map((g) => ({
      name: lang === 'ar' ? g.name_ar : g.name_en,
      code: g.code,
      logo: g.logo_url,
      value: value(byGateway.get(g.code) ?? emptyCounts()),
    }));
  const installed = new Set(plugins.map((p) => p.plugin));
  const productPlugins = PLUGIN_KINDS.filter((p) => installed.has(p) || byPlugin.has(p));

  return {
    period: period.period,
    date_after: period.dateAfter,
    date_before: period.dateBefore,
    total_paid: {
      value: total.paid,
      growth: growth(total.paid, before.paid),
      chart: { labels, values: series((c) => c.paid) },
    },
    total_amount_paid: {
      values: money(ordered),
      growth: lead ? growth(total.paidMinor.get(lead) ?? 0, before.paidMinor.get(lead) ?? 0) : null,
      chart: { labels, values: series(leadMajor) },
    },
    success_rate: {
      value: rate(total.successful, total.reached),
      growth: growth(rate(total.successful, total.reached), rate(before.successful, before.reached)),
      chart: { labels, values: series((c) => rate(c.successful, c.reached)) },
    },
    paid_per_gateway: gatewayFigure((c) => c.paid),
    success_rate_per_gateway: gatewayFigure((c) => rate(c.successful, c.reached)),
    product_wise_sales: productPlugins
      .map((plugin: PluginKind) => {
        const counts = byPlugin.get(plugin) ?? emptyCounts();
        return {
          name: translate(lang, `dashboard.plugin.${plugin}`),
          plugin,
          count: counts.paid,
          values: money(counts.paidMinor),
        };
      })
      .sort((a, b) => b.count - a.count),
  };
}

function paidCount(rows: AggregateRow[], currency: string): number {
  return rows
    .filter((row) => Number(row.gset) === 3 && row.currency === currency)
    .reduce((sum, row) => sum + Number(row.paid), 0);
}
