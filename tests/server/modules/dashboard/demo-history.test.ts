import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateHistory } from '../../../../server/db/demo-history.ts';
import { queryable } from '../../../../server/db/handle.ts';
import { PLUGIN_KINDS } from '../../../../src/domain/plugins.ts';
import { createTestApp } from '../../helper.ts';
import { createShop, type Shop } from '../transactions/fixtures.ts';

const NOW = new Date('2026-03-15T09:30:00Z');
const COUNT = 600;
const app = await createTestApp();
let shop: Shop;

beforeAll(async () => {
  shop = await createShop(app, { boss: 'superuser' });
  await generateHistory(queryable(app.db), { merchantId: shop.merchantId, count: COUNT, now: NOW });
});

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(queryable(app.db))).rows;

describe('generateHistory', () => {
  it('spreads the rows over the past year, across plugins, states and both currencies', async () => {
    const [summary] = await rows(sql<{
      n: number;
      plugins: number;
      usd: number;
      paid: number;
      oldest: Date;
      newest: Date;
      arabic: number;
    }>`
      select count(*)::int as n, count(distinct plugin)::int as plugins,
        count(*) filter (where currency = 'USD')::int as usd, count(*) filter (where state = 'paid')::int as paid,
        min(created_at) as oldest, max(created_at) as newest,
        count(*) filter (where customer_name ~ '[ء-ي]')::int as arabic
      from transactions where merchant_id = ${shop.merchantId}`);
    expect(summary?.n).toBe(COUNT);
    expect(summary?.plugins).toBe(PLUGIN_KINDS.length);
    expect(summary?.usd).toBeGreaterThan(0);
    expect(summary?.usd).toBeLessThan(COUNT / 2);
    expect(summary?.paid).toBeGreaterThan(COUNT / 2);
    expect(summary?.arabic).toBeGreaterThan(0);
    expect(new Date(summary?.newest ?? 0) <= NOW).toBe(true);
    expect(NOW.getTime() - new Date(summary?.oldest ?? 0).getTime()).toBeLessThanOrEqual(365 * 86_400_000);
  });

  it('writes a ledger the money rules accept: paid rows took their attempt total, refunds never exceed it', async () => {
    const bad = await rows(sql<{ id: string }>`
      select t.id from transactions t
      join payment_attempts a on a.transaction_id = t.id
      left join lateral (
        select coalesce(sum(amount_minor) filter (where kind in ('payment', 'capture')), 0) as paid,
          coalesce(sum(amount_minor) filter (where kind = 'refund'), 0) as refunded
        from money_movements m where m.transaction_id = t.id) l on true
      where t.merchant_id = ${shop.merchantId}
        and (t.state_changed_at < t.created_at
          or (t.state = 'paid' and l.paid <> a.total_minor)
          or (t.state <> 'paid' and l.paid <> 0)
          or l.refunded > l.paid
          or t.gateway_code is distinct from a.gateway_code)`);
    expect(bad).toEqual([]);
  });

  it('keeps the list counters equal to the rows, as the trigger would', async () => {
    const [counts] = await rows(sql<{ counted: string; real: string }>`
      select (select sum(n) from transaction_counts where merchant_id = ${shop.merchantId}) as counted,
        (select count(*) from transactions where merchant_id = ${shop.merchantId}) as real`);
    expect(Number(counts?.counted)).toBe(Number(counts?.real));
  });

  it('gives bulk rows a bulk and catalogue and food rows a product type', async () => {
    const [missing] = await rows(sql<{ n: number }>`
      select count(*)::int as n from transactions where merchant_id = ${shop.merchantId}
        and ((plugin = 'bulk' and bulk_id is null)
          or (plugin in ('catalogue', 'food_ordering') and product_type is null))`);
    expect(missing?.n).toBe(0);
  });
});
