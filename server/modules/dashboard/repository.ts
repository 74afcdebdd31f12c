import { sql } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/business-time.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { ResolvedPeriod } from './periods.ts';
import { REACHED_STATES, SUCCESSFUL_STATES } from './statistics.ts';

export interface AggregateRow {
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

/**
 * Whose figures: the merchant's live transactions, or with `createdBy` only the ones that member
 * created. Test payments moved no money (src/domain/test-payments.ts): no figure counts them.
 */
export interface FigureScope {
  merchantId: number;
  createdBy: number | null;
}

const liveRows = ({ merchantId, createdBy }: FigureScope) =>
  createdBy === null
    ? sql`merchant_id = ${merchantId} and deleted_at is null and not test_payment`
    : sql`merchant_id = ${merchantId} and deleted_at is null and not test_payment and created_by = ${createdBy}`;

/**
 * One scan of the period's rows with grouping sets gives every figure at once: per bucket and
 * currency (cards and sparklines), per gateway and per plugin and currency; a second scan
 * over the previous period gives the growth figures.
 */
export async function periodAggregates(handle: DbHandle, scope: FigureScope, period: ResolvedPeriod) {
  const db = queryable(handle);
  const bucket = sql`date_trunc(${period.bucket}, created_at, ${sql.lit(BUSINESS_TIME_ZONE)})`;
  const measures = sql`
    count(*) filter (where state = 'paid') as paid,
    sum(amount_minor) filter (where state = 'paid') as paid_minor,
    count(*) filter (where state in (${inList(SUCCESSFUL_STATES)})) as successful,
    count(*) filter (where state in (${inList(REACHED_STATES)})) as reached`;
  const live = liveRows(scope);
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

export interface PaidMonth {
  month: number;
  currency: string;
  n: string;
  total: string;
}

/** Count and sum of the paid live transactions created in [from, to), per Kuwait month and currency. */
export async function paidByMonth(
  handle: DbHandle,
  scope: FigureScope,
  from: Date,
  to: Date,
): Promise<PaidMonth[]> {
  const result = await sql<PaidMonth>`
    select extract(month from created_at at time zone ${sql.lit(BUSINESS_TIME_ZONE)})::int as month, currency,
      count(*) as n, sum(amount_minor) as total
    from transactions
    where ${liveRows(scope)} and state = 'paid'
      and created_at >= ${from} and created_at < ${to}
    group by 1, 2`.execute(queryable(handle));
  return result.rows;
}
