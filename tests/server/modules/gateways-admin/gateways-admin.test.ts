import { describe, expect, it, vi } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { PaymentProvider } from '../../../../server/gateways/provider.ts';
import type { GatewayList } from '../../../../src/domain/contracts/gateways-admin.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest, pay } from '../payments/fixtures.ts';
import { GW, gatewayCalls, KNET_ACCOUNT } from './fixtures.ts';

const app = await createTestApp();
const { access } = await login(app, ADMIN);
const gw = gatewayCalls(app, access);

const storedRow = (code: string) =>
  queryable(app.db).selectFrom('gateways').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

const activity = (action: string) =>
  queryable(app.db)
    .selectFrom('activity_log')
    .select(['params'])
    .where('action', '=', `activity.settings_gateway_${action}`)
    .execute();

describe('the gateways list and new gateways', () => {
  it('lists the seeded gateways in pay-page order, without accounts, and says live mode is refused here', async () => {
    const list = await gw.list();
    expect(list.results.map((g) => g.code)).toEqual(['knet', 'kpay', 'card', 'cod']);
    expect(list.results[0]).toMatchObject({
      adapter: 'sandbox',
      mode: 'test',
      credentials: [],
      plugins: null,
      fee_payer: 'customer',
      webhook_url: null,
    });
    expect(list.live_refusal).toBe('no_secrets_key');
    const config = await app.inject({ url: '/api/v1/config/' });
    expect(config.json()).toMatchObject({ test_mode: false });
  });

  it('adds a KNET gateway last, inactive, in KWD with its account fields unset; a taken code is a 409', async () => {
    const before = await gw.list();
    const created = await gw.create('knet-bank');
    expect(created).toMatchObject({
      adapter: 'knet',
      is_active: false,
      currency: 'KWD',
      mode: 'test',
      position: before.results.length,
    });
    expect(created.credentials.map((field) => [field.name, field.set])).toEqual([
      ['tranportal_id', false],
      ['tranportal_password', false],
      ['resource_key', false],
      ['base_url', false],
    ]);
    const again = await gw.call('POST', GW, {
      adapter: 'knet',
      code: 'knet-bank',
      name_en: 'x',
      name_ar: 'س',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code[0]).toBe('Another gateway already uses this code.');
    const [entry] = await activity('created');
    expect(entry?.params).toMatchObject({ gateway: 'knet-bank', adapter: 'knet' });
  });
});

describe('a provider account', () => {
  it('is sealed at rest, never answered, and kept when a secret is sent blank', async () => {
    await gw.create('knet-sealed');
    const saved = await gw.edited('knet-sealed', { credentials: KNET_ACCOUNT });
    expect(saved.credentials.filter((f) => f.set).map((f) => f.name)).toEqual([
      'tranportal_id',
      'tranportal_password',
      'resource_key',
    ]);
    expect(saved.credentials.find((f) => f.name === 'tranportal_id')?.value).toBe(KNET_ACCOUNT.tranportal_id);
    const listed = await gw.call('GET', GW);
    for (const body of [JSON.stringify(saved), listed.body]) {
      expect(body).not.toContain(KNET_ACCOUNT.tranportal_password);
      expect(body).not.toContain(KNET_ACCOUNT.resource_key);
    }
    const row = await storedRow('knet-sealed');
    expect(row.credentials_sealed).toMatch(/^v1\./);
    expect(row.credentials_sealed).not.toContain(KNET_ACCOUNT.tranportal_password);
    expect(row.credentials_sealed).not.toContain(KNET_ACCOUNT.tranportal_id);
    expect(JSON.parse(app.secretBox.open(row.credentials_sealed ?? ''))).toEqual(KNET_ACCOUNT);

    await gw.edited('knet-sealed', {
      credentials: { tranportal_password: '', resource_key: 'AnotherKey16chrs' },
    });
    const kept = JSON.parse(app.secretBox.open((await storedRow('knet-sealed')).credentials_sealed ?? ''));
    expect(kept).toEqual({ ...KNET_ACCOUNT, resource_key: 'AnotherKey16chrs' });
  });

  it('logs which account fields changed, never their values', async () => {
    const entries = await activity('edited');
    const text = JSON.stringify(entries);
    expect(text).toContain('tranportal_password');
    expect(text).not.toContain(KNET_ACCOUNT.tranportal_password);
    expect(text).not.toContain(KNET_ACCOUNT.resource_key);
    expect(text).not.toContain('AnotherKey16chrs');
  });

  it('refuses fields the provider does not have and accounts on gateways without a provider', async () => {
    const unknown = await gw.patch('knet-sealed', { credentials: { api_token: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().credentials[0]).toBe('This provider has no such account field: api_token.');
    const sandbox = await gw.patch('kpay', { credentials: { api_token: 'x' } }, 'ar');
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json().credentials[0]).toBe('ليس لهذه البوابة حساب لدى مزوّد لضبطه.');
  });

  it('keeps KNET in Kuwaiti dinars and reads fees as decimal text', async () => {
    const usd = await gw.patch('knet-sealed', { currency: 'USD' });
    expect(usd.json().currency[0]).toBe('This provider settles in KWD only.');
    const bad = await gw.patch('knet-sealed', { fee_fixed: '0.1234', fee_percent: '101' });
    expect(Object.keys(bad.json()).sort()).toEqual(['fee_fixed', 'fee_percent']);
    const fees = await gw.edited('knet-sealed', {
      fee_fixed: '0.250',
      fee_percent: '1.25',
      fee_payer: 'merchant',
    });
    expect(fees).toMatchObject({ fee_fixed: '0.250', fee_percent: '1.25', fee_payer: 'merchant' });
    expect(await storedRow('knet-sealed')).toMatchObject({ fee_bp: 125, fee_payer: 'merchant' });
  });

  it("refuses live mode while SECRETS_KEY is not set, in the owner's language", async () => {
    const en = await gw.patch('knet-sealed', { mode: 'live' });
    expect(en.statusCode).toBe(400);
    expect(en.json().mode[0]).toContain('SECRETS_KEY');
    const ar = await gw.patch('knet-sealed', { mode: 'live' }, 'ar');
    expect(ar.json().mode[0]).toBe('لا يمكن حفظ بيانات الحساب الفعلي: اضبط SECRETS_KEY في بيئة الخادم أولاً.');
    expect((await storedRow('knet-sealed')).mode).toBe('test');
  });

  it('has no mode on gateways without a provider account', async () => {
    const res = await gw.patch('kpay', { mode: 'live' });
    expect(res.json().mode[0]).toBe('This gateway has no provider account, so it has no test or live mode.');
  });
});

describe('order and removal', () => {
  it('reorders the pay page with every code once', async () => {
    const codes = (await gw.list()).results.map((g) => g.code);
    const reversed = [...codes].reverse();
    const res = await gw.call('POST', `${GW}/order`, { codes: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GatewayList>().results.map((g) => g.code)).toEqual(reversed);
    const partial = await gw.call('POST', `${GW}/order`, { codes: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect((await activity('reordered')).length).toBe(1);
    await gw.call('POST', `${GW}/order`, { codes });
  });

  it('deletes an unused gateway and only deactivates one that payments used', async () => {
    await gw.create('knet-spare');
    const gone = await gw.call('DELETE', `${GW}/knet-spare`);
    expect(gone.json()).toEqual({ deleted: true, message: 'Gateway deleted.' });
    expect((await gw.list()).results.some((g) => g.code === 'knet-spare')).toBe(false);

    const created = await createRequest(app, access, { pg_codes: ['kpay'] });
    expect((await pay(app, created.id, { gateway_code: 'kpay' })).statusCode).toBe(200);
    const kept = await gw.call('DELETE', `${GW}/kpay`, undefined, 'ar');
    expect(kept.json()).toEqual({
      deleted: false,
      message: 'تمت مدفوعات عبر هذه البوابة، لذا أُوقفت بدلاً من حذفها.',
    });
    expect(await storedRow('kpay')).toMatchObject({ is_active: false });
    expect((await gw.call('DELETE', `${GW}/nothing-here`)).statusCode).toBe(404);
  });
});

describe('test connection', () => {
  const fake = (answer: { ok: true } | { ok: false; reason: string }) => {
    const testConnection = vi.fn(async () => answer);
    return { provider: { name: 'knet', testConnection } as unknown as PaymentProvider, testConnection };
  };

  it('has nothing to test on the sandbox and asks for a complete account first', async () => {
    const sandbox = await gw.call('POST', `${GW}/card/test`);
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json().non_field_errors[0]).toBe('This gateway has nothing to test.');
    const { provider } = fake({ ok: true });
    const lookup = vi.spyOn(app.gateways, 'provider').mockReturnValue(provider);
    try {
      await gw.create('knet-empty');
      const empty = await gw.call('POST', `${GW}/knet-empty/test`);
      expect(empty.json().non_field_errors[0]).toBe(
        "Fill in the provider's account first: tranportal_id, tranportal_password, resource_key.",
      );
    } finally {
      lookup.mockRestore();
    }
  });

  it('calls the provider with the stored account and tells its answer', async () => {
    for (const [answer, message] of [
      [{ ok: true }, 'Connected: the provider accepted the account.'],
      [
        { ok: false, reason: 'IPAY0100013 invalid tranportal' },
        'The provider refused the connection: IPAY0100013 invalid tranportal',
      ],
    ] as const) {
      const { provider, testConnection } = fake(answer);
      const lookup = vi.spyOn(app.gateways, 'provider').mockReturnValue(provider);
      try {
        const res = await gw.call('POST', `${GW}/knet-sealed/test`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ ok: answer.ok, message });
        expect(testConnection).toHaveBeenCalledWith({
          mode: 'test',
          credentials: { ...KNET_ACCOUNT, resource_key: 'AnotherKey16chrs' },
        });
      } finally {
        lookup.mockRestore();
      }
    }
  });

  it("is the owners' alone", async () => {
    const res = await app.inject(authed('not-a-token', { method: 'GET', url: GW }));
    expect(res.statusCode).toBe(401);
  });
});
