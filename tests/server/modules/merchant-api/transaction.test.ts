import { describe, expect, it } from 'vitest';
import { inTransaction, queryable } from '../../../../server/db/handle.ts';
import { DEMO_API_KEYS } from '../../../../server/modules/api-keys/demo-data.ts';
import { notifyStateChange } from '../../../../server/modules/webhooks/service.ts';
import type { ApiTransactionResponse } from '../../../../src/domain/contracts/integrations.ts';
import { createTestApp } from '../../helper.ts';

// The setting off, as in production (and whatever the developer's environment says).
const app = await createTestApp({ outboundAllowLocal: false });
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
    const row = await queryable(app.db)
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

    await queryable(app.db)
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
      webhook_url: ['The address must start with https://.'],
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

  it.each(['https://example.com/hook', 'https://8.8.8.8:8443/hook', 'https://[2606:4700:4700::1111]/hook'])(
    'accepts the public https webhook_url %s',
    async (webhookUrl) => {
      const res = await create({
        ...order,
        external_reference: 'order-public-hook',
        webhook_url: webhookUrl,
      });
      expect(res.statusCode).toBe(201);
    },
  );

  const INTERNAL = 'This address points into a private or local network. Give a public address.';
  it.each([
    // Every spelling of loopback.
    ['https://127.0.0.1/', INTERNAL],
    ['https://127.0.0.1:8443/hooks', INTERNAL],
    ['https://127.255.255.254/', INTERNAL],
    ['https://2130706433/', INTERNAL],
    ['https://0177.0.0.1/', INTERNAL],
    ['https://0x7f000001/', INTERNAL],
    ['https://0x7f.1/', INTERNAL],
    ['https://127.1/', INTERNAL],
    ['https://127.0.1/', INTERNAL],
    ['https://127.0.0.1./', INTERNAL],
    ['https://%31%32%37.0.0.1/', INTERNAL],
    ['https://１２７.0.0.1/', INTERNAL],
    ['https://[::1]/', INTERNAL],
    ['https://[0:0:0:0:0:0:0:1]/', INTERNAL],
    ['https://[::ffff:127.0.0.1]/', INTERNAL],
    ['https://[::ffff:7f00:1]/', INTERNAL],
    ['https://[::127.0.0.1]/', INTERNAL],
    ['https://[::ffff:0:127.0.0.1]/', INTERNAL],
    ['https://[64:ff9b::127.0.0.1]/', INTERNAL],
    ['https://localhost/', INTERNAL],
    ['https://LOCALHOST./', INTERNAL],
    ['https://app.localhost/', INTERNAL],
    // Private, shared, link-local and cloud metadata, in every spelling.
    ['https://10.0.0.1/', INTERNAL],
    ['https://012.0.0.1/', INTERNAL],
    ['https://167772161/', INTERNAL],
    ['https://172.16.0.1/', INTERNAL],
    ['https://172.31.255.255/', INTERNAL],
    ['https://192.168.1.1/', INTERNAL],
    ['https://100.64.0.1/', INTERNAL],
    ['https://100.127.255.254/', INTERNAL],
    ['https://169.254.169.254/latest/meta-data/', INTERNAL],
    ['https://0xa9fea9fe/', INTERNAL],
    ['https://[::ffff:169.254.169.254]/', INTERNAL],
    ['https://[::ffff:10.0.0.1]/', INTERNAL],
    ['https://[fd00::1]/', INTERNAL],
    ['https://[fc00::1]/', INTERNAL],
    ['https://[fe80::1]/', INTERNAL],
    ['https://[fec0::1]/', INTERNAL],
    ['https://metadata.google.internal/', INTERNAL],
    ['https://printer.local/', INTERNAL],
    ['https://router.home.arpa/', INTERNAL],
    ['https://intranet/', INTERNAL],
    // Unspecified, multicast, reserved, documentation and tunnelled forms.
    ['https://0.0.0.0/', INTERNAL],
    ['https://0/', INTERNAL],
    ['https://[::]/', INTERNAL],
    ['https://224.0.0.1/', INTERNAL],
    ['https://[ff02::1]/', INTERNAL],
    ['https://240.0.0.1/', INTERNAL],
    ['https://255.255.255.255/', INTERNAL],
    ['https://192.0.2.10/', INTERNAL],
    ['https://[2001:db8::1]/', INTERNAL],
    ['https://[2002:7f00:1::]/', INTERNAL],
    // Not https, credentials, not a URL.
    ['http://127.0.0.1:1/', 'The address must start with https://.'],
    ['http://example.com/', 'The address must start with https://.'],
    ['javascript:alert(1)', 'The address must start with https://.'],
    ['file:///etc/passwd', 'The address must start with https://.'],
    ['https://user:pass@example.com/', 'The address must not contain a user name or password.'],
    ['https://user@example.com/', 'The address must not contain a user name or password.'],
    ['https://[fe80::1%25eth0]/', 'Enter a valid https URL.'],
    ['https://1.2.3.999/', 'Enter a valid https URL.'],
    ['example.com/hook', 'Enter a valid https URL.'],
  ])('refuses the webhook_url %s', async (webhookUrl, message) => {
    const res = await create({ ...order, webhook_url: webhookUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ webhook_url: [message] });
  });

  it('explains a refused webhook_url in Arabic too, and creates nothing', async () => {
    const res = await create(
      { ...order, external_reference: 'order-ssrf', webhook_url: 'https://[::1]/' },
      ECOMMERCE.key,
      'e_commerce',
      { 'accept-language': 'ar' },
    );
    expect(res.json()).toEqual({
      webhook_url: ['يشير هذا العنوان إلى شبكة خاصة أو محلية. أدخل عنوانًا عامًا.'],
    });
    const stored = await queryable(app.db)
      .selectFrom('transactions')
      .select('id')
      .where('external_reference', '=', 'order-ssrf')
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first response and refuses another body', async () => {
    const headers = { 'idempotency-key': 'order-2002' };
    const first = await create(order, ECOMMERCE.key, 'e_commerce', headers);
    const again = await create(order, ECOMMERCE.key, 'e_commerce', headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await create({ ...order, amount: '99' }, ECOMMERCE.key, 'e_commerce', headers);
    expect(other.statusCode).toBe(422);
    const count = await queryable(app.db)
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
    await inTransaction(app.db, (trx) => notifyStateChange(trx, id));
    const event = await queryable(app.db)
      .selectFrom('webhook_events')
      .select(['url', 'body', 'api_key_id'])
      .where('transaction_id', '=', id)
      .executeTakeFirstOrThrow();
    // The demo key's published secret, sealed at the app's start and opened to sign.
    expect(await app.apiKeys.signingSecrets(event.api_key_id ?? 0)).toEqual([ECOMMERCE.webhookSecret]);
    expect(event.url).toBe(order.webhook_url);
    expect(JSON.parse(event.body)).toMatchObject({
      id,
      state: 'created',
      amount: '12.500',
      currency_code: 'KWD',
    });
  });
});
