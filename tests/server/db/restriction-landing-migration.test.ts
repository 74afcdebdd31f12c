import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../server/db/database.ts';
import { queryable } from '../../../server/db/handle.ts';
import { migrations } from '../../../server/db/migrations/index.ts';
import type { PaymentRestrictionResponse } from '../../../src/domain/contracts/customer-payments.ts';
import { ADMIN, authed, createTestApp, login } from '../helper.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);
const MIGRATION = '20261127000500-restriction-landing';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(MIGRATION) - 1] as string;
const URL = '/api/v1/plugins/customer_payment/payment-restriction';

describe(`migration ${MIGRATION}`, () => {
  it("keeps the merchant's one restriction as its currency's bounds, both ways", async () => {
    const put = await app.inject(
      authed(admin.access, {
        method: 'PUT',
        url: URL,
        payload: {
          amounts: { KWD: { min_amount: '2.5', max_amount: '300' } },
          all_gateways: false,
          pg_codes: ['knet'],
        },
      }),
    );
    expect(put.statusCode).toBe(200);

    const down = await migrator(queryable(app.db)).migrateTo(before);
    expect(down.error).toBeUndefined();
    const { rows } = await sql<Record<string, unknown>>`
      SELECT currency, min_amount_minor::int AS min, max_amount_minor::int AS max, pg_codes
      FROM payment_restrictions`.execute(queryable(app.db));
    expect(rows).toEqual([{ currency: 'KWD', min: 2500, max: 300_000, pg_codes: ['knet'] }]);

    await migrateToLatest(queryable(app.db));
    const got = await app.inject(authed(admin.access, { url: URL }));
    expect(got.json<PaymentRestrictionResponse>()).toMatchObject({
      amounts: { KWD: { min_amount: '2.500', max_amount: '300.000' } },
      all_gateways: false,
      pg_codes: ['knet'],
    });
  });
});
