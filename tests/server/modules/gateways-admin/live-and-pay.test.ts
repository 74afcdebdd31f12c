import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { PayTransaction } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { createRequest, PR } from '../payments/fixtures.ts';
import { gatewayCalls, KNET_ACCOUNT } from './fixtures.ts';

/** Everything the server logs, to show the account never reaches it. */
let logged = '';
const stream = new Writable({
  write(chunk, _encoding, done) {
    logged += String(chunk);
    done();
  },
});

const secure = await createTestApp(
  { secretsKey: 'test-secrets-key', publicUrl: 'https://pay.example.com' },
  undefined,
  undefined,
  { level: 'trace', stream },
);
const plain = await createTestApp({ secretsKey: 'test-secrets-key' });

const gwOf = async (app: typeof secure) => gatewayCalls(app, (await login(app, ADMIN)).access);

describe('live credentials', () => {
  it('need an https PUBLIC_URL even with SECRETS_KEY set', async () => {
    const gw = await gwOf(plain);
    expect((await gw.list()).live_refusal).toBe('not_https');
    await gw.create('knet-live');
    const res = await gw.patch('knet-live', { mode: 'live', credentials: KNET_ACCOUNT });
    expect(res.statusCode).toBe(400);
    expect(res.json().mode[0]).toBe("Live credentials need the server's PUBLIC_URL to start with https://.");
  });

  it('are saved with SECRETS_KEY and https, complete, and never logged', async () => {
    const gw = await gwOf(secure);
    expect((await gw.list()).live_refusal).toBeNull();
    await gw.create('knet-live');
    const incomplete = await gw.patch('knet-live', {
      mode: 'live',
      credentials: { tranportal_id: KNET_ACCOUNT.tranportal_id },
    });
    expect(incomplete.json().credentials[0]).toBe(
      "Fill in the provider's account first: tranportal_password, resource_key.",
    );
    const live = await gw.edited('knet-live', { mode: 'live', credentials: KNET_ACCOUNT });
    expect(live.mode).toBe('live');
    expect(logged).toContain('/api/v1/admin/gateways/knet-live');
    expect(logged).not.toContain(KNET_ACCOUNT.tranportal_password);
    expect(logged).not.toContain(KNET_ACCOUNT.resource_key);
  });

  it('give a MyFatoorah gateway the webhook URL to register, under its random key', async () => {
    const gw = await gwOf(secure);
    const created = await gw.create('mf', 'myfatoorah');
    expect(created.webhook_url).toMatch(
      /^https:\/\/pay\.example\.com\/api\/v1\/gateways\/webhook\/[0-9a-f]{32}$/,
    );
    const keys = await queryable(secure.db).selectFrom('gateways').select('webhook_key').execute();
    expect(new Set(keys.map((row) => row.webhook_key)).size).toBe(keys.length);
  });
});

describe('what customers see', () => {
  const payPage = async (id: string) => {
    const res = await secure.inject({ url: `${PR}/pay/${id}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PayTransaction>();
  };

  it('marks a provider in test mode, and adds its fee only when the customer pays it', async () => {
    const { access } = await login(secure, ADMIN);
    const gw = gatewayCalls(secure, access);
    await gw.create('knet-test');
    await gw.edited('knet-test', {
      is_active: true,
      credentials: KNET_ACCOUNT,
      fee_fixed: '0.100',
      fee_percent: '0',
    });
    const config = await secure.inject({ url: '/api/v1/config/' });
    expect(config.json()).toMatchObject({ test_mode: true });
    const created = await createRequest(secure, access, { pg_codes: ['knet-test', 'kpay'] });
    const choices = (await payPage(created.id)).pay_choices;
    expect(choices.map((c) => [c.gateway_code, c.test_mode, c.fee, c.amount])).toEqual([
      ['kpay', false, '0.200', '10.200'],
      ['knet-test', true, '0.100', '10.100'],
    ]);
    await gw.edited('knet-test', { fee_payer: 'merchant' });
    const absorbed = (await payPage(created.id)).pay_choices.find((c) => c.gateway_code === 'knet-test');
    expect(absorbed).toMatchObject({ fee: '0.000', amount: '10.000' });
  });

  it('offers a gateway only to the plugins it is enabled for', async () => {
    const { access } = await login(secure, ADMIN);
    const gw = gatewayCalls(secure, access);
    const created = await createRequest(secure, access, { pg_codes: ['knet-test', 'kpay'] });
    await gw.edited('knet-test', { plugins: ['event'] });
    const codes = (await payPage(created.id)).pay_choices.map((c) => c.gateway_code);
    expect(codes).toEqual(['kpay']);
    await gw.edited('knet-test', { plugins: ['payment_request'] });
    expect((await payPage(created.id)).pay_choices.map((c) => c.gateway_code)).toEqual(['kpay', 'knet-test']);
  });
});
