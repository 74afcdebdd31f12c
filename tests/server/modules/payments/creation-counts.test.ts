import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { createRequest, payAndPress } from './fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);

/** The dashboard's counters beside a real count of the rows, per group, where they differ. */
async function countersOffBy() {
  const { rows } = await sql<{ key: string; counted: number; actual: number }>`
    with actual as (
      select merchant_id, plugin, deleted_at is not null as deleted, state, currency,
             coalesce(gateway_code, '') as gateway_code, count(*)::int as n
      from transactions group by 1, 2, 3, 4, 5, 6)
    select concat_ws('/', coalesce(c.merchant_id, a.merchant_id), coalesce(c.plugin, a.plugin),
                     coalesce(c.state, a.state), coalesce(c.gateway_code, a.gateway_code)) as key,
           coalesce(c.n, 0)::int as counted, coalesce(a.n, 0)::int as actual
    from transaction_counts c
    full join actual a using (merchant_id, plugin, deleted, state, currency, gateway_code)
    where coalesce(c.n, 0) <> coalesce(a.n, 0)`.execute(queryable(app.db));
  return rows;
}

const createdCount = async () =>
  Number(
    (
      await queryable(app.db)
        .selectFrom('transaction_counts')
        .select((eb) => eb.fn.sum<string>('n').as('n'))
        .where('plugin', '=', 'payment_request')
        .where('state', '=', 'created')
        .where('deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the dashboard's transaction counters", () => {
  it('count every row of a batch of concurrent creations, and follow them as they are paid', async () => {
    const before = await createdCount();
    // Concurrent creations are written together, several rows in one INSERT.
    const created = await Promise.all(Array.from({ length: 30 }, () => createRequest(app, admin.access)));
    expect(await createdCount()).toBe(before + 30);
    await payAndPress(app, created[0]?.id as string, 'knet', 'approve');
    expect(await createdCount()).toBe(before + 29);
    expect(await countersOffBy()).toEqual([]);
  });
});
