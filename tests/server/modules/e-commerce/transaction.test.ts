import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from '../../../../server/modules/api-keys/demo-data.ts';
import { notifyStateChange } from '../../../../server/modules/webhooks/notify.ts';
import type { ApiTransactionResponse } from '../../../../src/domain/integrations-api.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp();
const [ECOMMERCE, SESSION] = DEMO_API_KEYS;
const apiKey = (key: string) => ({ authorization: `Api-Key ${key}` });

const create = (payload: object, key: string = ECOMMERCE.key, plugin = 'e_commerce', headers = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/plugins/${plugin}/transaction`,
    headers: { ...apiKey(key), ...headers },
    payload,
  });

const order = {
  amount: '12.5',
  currency_code: 'KWD',
  pg_codes: ['knet', 'kpay'],
  customer_name: 'Sara',
  customer_email: 'sara@example.com',
  external_reference: 'order-1001',
  webhook_url: 'https://shop.example.com/hooks/gulfpay',
};

describe('e-commerce and session transactions', () => {
  it('creates a transaction and answers the checkout link', async () => {
    const res = await create({ ...order, expiration: 30, language: 'ar' });
    expect(res.statusCode).toBe(201);
    const body = res.json<ApiTransactionResponse>();
    expect(body.checkout_url).toBe(`http://pay.test/ar/pos/pay/${body.id}`);
    expect(body.session_id).toBe(body.id);
    const expires = new Date(body.expiration_time ?? '').getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 60_000))).toBeLessThan(5_000);
    const row = await app.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      plugin: 'e_commerce',
      state: 'created',
      currency: 'KWD',
      external_reference: 'order-1001',
      webhook_url: order.webhook_url,
      pg_codes: ['knet', 'kpay'],
    });
    expect(Number(row.amount_minor)).toBe(12_500);
  });

  it('accepts an ISO expiration and no expiration at all, on the session plugin too', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await create({ ...order, expiration: at }, SESSION.key, 'session');
    expect(res.statusCode).toBe(201);
    expect(res.json<ApiTransactionResponse>().expiration_time).toBe(at);
    const none = await create({ amount: '1', currency_code: 'KWD', pg_codes: ['knet'] });
    expect(none.json<ApiTransactionResponse>().expiration_time).toBeNull();
  });

  it('refuses missing, wrong, revoked and other-plugin keys with 401', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/plugins/e_commerce/transaction',
      payload: order,
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toMatch(/API key/);
    expect((await create(order, `${ECOMMERCE.key}x`)).statusCode).toBe(401);
    expect((await create(order, 'gpk_demo-ecommerce_SomethingElseEntirely1234')).statusCode).toBe(401);
    expect((await create(order, SESSION.key)).statusCode).toBe(401);
    expect((await create(order, `Bearer ${ECOMMERCE.key}`)).statusCode).toBe(401);

    await app.db
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where('plugin', '=', 'session')
      .execute();
    expect((await create(order, SESSION.key, 'session')).statusCode).toBe(401);
  });

  it('explains bad amounts, expirations, webhook URLs and gateways per field', async () => {
    const res = await create({ ...order, expiration: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('expiration');
    const fields = await create({ ...order, amount: '1.2345', webhook_url: 'ftp://x' });
    expect(fields.json()).toEqual({
      amount: ['decimal should be equal or less 3 characters'],
      webhook_url: ['Enter a valid http or https URL.'],
    });
    const past = await create({ ...order, expiration: '2020-01-01T00:00:00Z', amount: '0' });
    expect(past.json()).toEqual({
      amount: ['Must be valid positive number'],
      expiration: ['The expiration must be in the future.'],
    });
    const gateway = await create({ ...order, pg_codes: ['paypal'] });
    expect(gateway.statusCode).toBe(400);
    expect(gateway.json()).toHaveProperty('pg_codes');
  });

  it('answers a repeated Idempotency-Key with the first response and refuses another body', async () => {
    const headers = { 'idempotency-key': 'order-2002' };
    const first = await create(order, ECOMMERCE.key, 'e_commerce', headers);
    const again = await create(order, ECOMMERCE.key, 'e_commerce', headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await create({ ...order, amount: '99' }, ECOMMERCE.key, 'e_commerce', headers);
    expect(other.statusCode).toBe(422);
    const count = await app.db
      .selectFrom('transactions')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('external_reference', '=', 'order-1001')
      .where('plugin', '=', 'e_commerce')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('queues a webhook signed with the key that created the transaction', async () => {
    const { id } = (
      await create({ ...order, external_reference: 'order-3003' })
    ).json<ApiTransactionResponse>();
    await app.db.transaction().execute((trx) => notifyStateChange(trx, id));
    const event = await app.db
      .selectFrom('webhook_events as e')
      .innerJoin('api_keys as k', 'k.id', 'e.api_key_id')
      .select(['e.url', 'e.body', 'k.webhook_secret'])
      .where('e.transaction_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(event.webhook_secret).toBe(ECOMMERCE.webhookSecret);
    expect(event.url).toBe(order.webhook_url);
    expect(JSON.parse(event.body)).toMatchObject({
      id,
      state: 'created',
      amount: '12.500',
      currency_code: 'KWD',
    });
  });
});
