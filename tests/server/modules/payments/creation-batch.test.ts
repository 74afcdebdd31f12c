import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { CreationBatcher, MAX_BATCH } from '../../../../server/modules/payments/creation-batcher.ts';
import type { NewTransaction } from '../../../../server/modules/payments/service.ts';
import type { CreatedTransaction } from '../../../../src/domain/contracts/payment-requests.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from '../../helper.ts';
import { PR } from './fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);
const merchant = await queryable(app.db)
  .selectFrom('merchants')
  .select('id')
  .orderBy('id')
  .executeTakeFirstOrThrow();

const body = (customer: string, pgCodes = ['knet', 'kpay']) => ({
  amount: '7.250',
  currency_code: 'KWD',
  customer_name: customer,
  description: `Order for ${customer}`,
  pg_codes: pgCodes,
});

const post = (token: string, payload: object) =>
  app.inject(authed(token, { method: 'POST', url: PR, payload }));

async function activityFor(ids: string[]) {
  const rows = await queryable(app.db)
    .selectFrom('activity_log')
    .select(['params', 'actor'])
    .where('action', '=', 'activity.payment_request_created')
    .execute();
  return rows.filter((row) => ids.includes(String(row.params.id)));
}

describe('payment creations that arrive together', () => {
  it('each get their own committed row and activity entry, more than one batch can hold', async () => {
    const count = MAX_BATCH + 16;
    const customers = Array.from({ length: count }, (_, i) => `Customer ${i}`);
    const responses = await Promise.all(customers.map((customer) => post(admin.access, body(customer))));
    expect(responses.map((res) => res.statusCode)).toEqual(customers.map(() => 201));
    const created = responses.map((res) => res.json<CreatedTransaction>());
    const ids = created.map((c) => c.id);
    expect(new Set(ids).size).toBe(count);

    const rows = await queryable(app.db)
      .selectFrom('transactions')
      .select(['id', 'customer_name', 'amount_minor', 'state', 'created_at'])
      .where('id', 'in', ids)
      .execute();
    // One commit per batch (rows of one statement share its start time), not one per request.
    const commits = new Set(rows.map((row) => new Date(row.created_at).getTime())).size;
    expect(commits).toBeLessThanOrEqual(count / 4);
    // Each response names the row made from its own request.
    const byId = new Map(rows.map((row) => [row.id, row]));
    created.forEach((c, i) => {
      expect(byId.get(c.id)).toMatchObject({ customer_name: customers[i], state: 'created' });
      expect(Number(byId.get(c.id)?.amount_minor)).toBe(7250);
      expect(c.payment_url).toBe(`http://pay.test/en/pos/pay/${c.id}`);
    });

    const log = await activityFor(ids);
    expect(log).toHaveLength(count);
    expect(new Set(log.map((row) => row.params.id)).size).toBe(count);
    expect(log.every((row) => row.actor === 'admin' && row.params.amount === '7.250')).toBe(true);
  });

  it('answers a request naming an unknown gateway alone with its field error, the others 201', async () => {
    const payloads = Array.from({ length: 12 }, (_, i) => body(`Mixed ${i}`));
    payloads[5] = body('Mixed bad', ['knet', 'ghost']);
    const responses = await Promise.all(payloads.map((payload) => post(admin.access, payload)));
    expect(responses[5]?.statusCode).toBe(400);
    expect(responses[5]?.json()).toEqual({ pg_codes: ['"ghost" is not a valid choice.'] });
    const good = responses.filter((_, i) => i !== 5);
    expect(good.map((res) => res.statusCode)).toEqual(good.map(() => 201));

    const names = await queryable(app.db)
      .selectFrom('transactions')
      .select('customer_name')
      .where('customer_name', 'like', 'Mixed%')
      .execute();
    expect(names).toHaveLength(11);
    expect(names.map((row) => row.customer_name)).not.toContain('Mixed bad');
  });

  it('refuses a gateway of another currency or a paused one in the batch as it does alone', async () => {
    await queryable(app.db)
      .updateTable('gateways')
      .set({ is_active: false })
      .where('merchant_id', '=', merchant.id)
      .where('code', '=', 'kpay')
      .execute();
    try {
      const [usd, inactive, fine] = await Promise.all([
        post(admin.access, { ...body('Currency'), currency_code: 'USD', amount: '3.50', pg_codes: ['knet'] }),
        post(admin.access, body('Inactive', ['knet', 'kpay'])),
        post(admin.access, body('Fine', ['knet'])),
      ]);
      expect(usd?.json()).toEqual({ pg_codes: ['"knet" is not a valid choice.'] });
      expect(inactive?.json()).toEqual({ pg_codes: ['"kpay" is not a valid choice.'] });
      expect(fine?.statusCode).toBe(201);
    } finally {
      await queryable(app.db)
        .updateTable('gateways')
        .set({ is_active: true })
        .where('merchant_id', '=', merchant.id)
        .where('code', '=', 'kpay')
        .execute();
    }
  });

  it('writes the others when the database refuses one row of the batch', async () => {
    const creations = new CreationBatcher(app.db);
    const input = (customerName: string, unitId: number | null = null): NewTransaction => ({
      merchantId: merchant.id,
      plugin: 'payment_request',
      amountMinor: 1000,
      currency: 'KWD',
      pgCodes: ['knet'],
      customerName,
      unitId,
    });
    const answer = (id: string) => ({ id });
    // A unit that does not exist breaks a foreign key: the whole statement fails.
    const results = await Promise.allSettled([
      creations.create({ input: input('Refused neighbour 1'), answer }),
      creations.create({ input: input('Refused row', 2_000_000_000), answer }),
      creations.create({
        input: input('Refused neighbour 2'),
        answer,
        activity: (id) => ({
          merchantId: merchant.id,
          actor: 'admin',
          action: 'activity.payment_request_created',
          plugin: 'payment_request',
          params: { id, amount: '1.000', currency: 'KWD' },
        }),
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await queryable(app.db)
      .selectFrom('transactions')
      .select(['id', 'customer_name'])
      .where('customer_name', 'like', 'Refused%')
      .execute();
    expect(rows.map((row) => row.customer_name).sort()).toEqual([
      'Refused neighbour 1',
      'Refused neighbour 2',
    ]);
    const second = rows.find((row) => row.customer_name === 'Refused neighbour 2');
    expect(await activityFor([second?.id ?? ''])).toHaveLength(1);
  });
});

describe('authentication of concurrent requests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks permissions against the data of the moment, granted or revoked', async () => {
    const door = await login(app, DOOR);
    const setPermissions = (permissions: string[]) =>
      queryable(app.db)
        .updateTable('users')
        .set({ permissions: JSON.stringify(permissions) })
        .where('username', '=', DOOR.username)
        .execute();
    expect((await post(door.access, body('Door 1'))).statusCode).toBe(403);
    await setPermissions(['scan_eventbooking', 'access_payment_request']);
    const granted = await Promise.all([1, 2, 3].map((n) => post(door.access, body(`Door ${n}`))));
    expect(granted.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    await setPermissions(['scan_eventbooking']);
    const revoked = await Promise.all([4, 5].map((n) => post(door.access, body(`Door ${n}`))));
    expect(revoked.map((res) => res.statusCode)).toEqual([403, 403]);
  });

  it('refuses a token once it expires, even one already accepted', async () => {
    const { id } = await queryable(app.db)
      .selectFrom('users')
      .select('id')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    const token = await app.accessTokens.sign({ userId: id, sessionId: admin.sessionid });
    expect((await post(token, body('Before expiry'))).statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (app.config.accessTokenTtlS + 1) * 1000);
    const late = await post(token, body('After expiry'));
    expect(late.statusCode).toBe(401);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload, signature] = admin.access.split('.');
    const forged = `${header}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect((await post(forged, body('Forged'))).statusCode).toBe(401);
    expect((await post(admin.access, body('Genuine'))).statusCode).toBe(201);
  });
});
