import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { GatewayMethodList } from '../../../../src/domain/contracts/gateways-admin.ts';
import { startMyFatoorahFake } from '../../../support/providers/myfatoorah-fake.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { addGateway, listeningApp, payThrough, providerPage } from '../payments/providers/fixtures.ts';
import { GW, gatewayCalls, KNET_ACCOUNT } from './fixtures.ts';

const TOKEN = 'SK_KWT_methods-token';
const fake = await startMyFatoorahFake({ token: TOKEN, webhookSecret: 'whsec-methods' });
afterAll(() => fake.close());
const { app, access } = await listeningApp();
const ACCOUNT = { api_token: TOKEN, base_url: fake.url };
await addGateway(app, access, 'mf-pick', 'myfatoorah', ACCOUNT);
const gw = gatewayCalls(app, access);
const methodsOf = (code: string, lang = 'en') => gw.call('GET', `${GW}/${code}/methods`, undefined, lang);

describe("a MyFatoorah gateway's payment methods", () => {
  it("lists the account's methods with MyFatoorah's fee for 10 in the gateway's currency", async () => {
    const res = await methodsOf('mf-pick');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<GatewayMethodList>();
    expect(list).toMatchObject({ amount: '10.000', currency: 'KWD' });
    expect(list.results.map((m) => [m.method, m.name_en, m.fee, m.total])).toEqual([
      ['1', 'KNET', '0.250', '10.250'],
      ['2', 'VISA/MASTER', '0.250', '10.250'],
      ['11', 'Apple Pay', '0.250', '10.250'],
    ]);
    expect(list.results[1]).toMatchObject({
      code: 'vm',
      name_ar: 'فيزا / ماستر',
      image_url: 'https://demo.myfatoorah.com/imgs/payment-methods/vm.png',
    });
    expect(fake.sent.filter((s) => s.endpoint === 'initiatepayment').at(-1)?.body).toEqual({
      InvoiceAmount: 10,
      CurrencyIso: 'KWD',
    });
  });

  it("answers 502 in the owner's language when MyFatoorah cannot be asked", async () => {
    fake.failNext('InitiatePayment', 'server_error');
    const res = await methodsOf('mf-pick', 'ar');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'تعذّر سؤال ماي فاتورة عن طرق الدفع في الحساب. تحقّق من الحساب وحاول مرة أخرى.',
    );
  });

  it('has nothing to list for a gateway of another provider, or one without its account', async () => {
    await addGateway(app, access, 'knet-only', 'knet', { ...KNET_ACCOUNT, base_url: fake.url });
    const knet = await methodsOf('knet-only');
    expect(knet.statusCode).toBe(400);
    expect(knet.json().non_field_errors).toEqual(['This gateway has no payment methods to choose from.']);
    await gw.create('mf-bare', 'myfatoorah');
    const bare = await methodsOf('mf-bare');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().non_field_errors).toEqual(["Fill in the provider's account first: api_token."]);
    expect((await methodsOf('no-such')).statusCode).toBe(404);
  });
});

describe('choosing the method', () => {
  it('takes digits only, on MyFatoorah gateways only, and says so in the owner language', async () => {
    const letters = await gw.patch('mf-pick', { provider_method: 'vm' }, 'ar');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().provider_method).toEqual([
      'طريقة الدفع هي رقم PaymentMethodId في ماي فاتورة: أرقام فقط.',
    ]);
    const knet = await gw.patch('knet-only', { provider_method: '2' });
    expect(knet.statusCode).toBe(400);
    expect(knet.json().provider_method).toEqual([
      'Only MyFatoorah gateways have a payment method to choose.',
    ]);
    expect((await gw.edited('knet-only', { provider_method: null })).provider_method).toBeNull();
  });

  it('is kept, shown in the list and written to the activity history', async () => {
    expect((await gw.edited('mf-pick', { provider_method: '11' })).provider_method).toBe('11');
    const listed = (await gw.list()).results.find((g) => g.code === 'mf-pick');
    expect(listed?.provider_method).toBe('11');
    const [entry] = await queryable(app.db)
      .selectFrom('activity_log')
      .select('params')
      .where('action', '=', 'activity.settings_gateway_edited')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(entry?.params).toMatchObject({
      gateway: 'mf-pick',
      changes: [{ field: 'provider_method', before: null, after: '11' }],
    });
  });

  it('is the method the customer then pays through (ExecutePayment carries it)', async () => {
    await gw.edited('mf-pick', { provider_method: '1' });
    const { started } = await payThrough(app, access, 'mf-pick');
    await providerPage(started.redirect_url);
    expect(fake.sent.filter((s) => s.endpoint === 'executepayment').at(-1)?.body).toMatchObject({
      PaymentMethodId: 1,
    });
  });

  it('must be chosen before a MyFatoorah gateway goes live', async () => {
    const secure = await createTestApp({
      secretsKey: 'test-secrets-key',
      publicUrl: 'https://pay.example.com',
    });
    const owner = gatewayCalls(secure, (await login(secure, ADMIN)).access);
    await owner.create('mf-live', 'myfatoorah');
    const noMethod = await owner.patch('mf-live', { mode: 'live', credentials: { api_token: TOKEN } });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().provider_method).toEqual([
      'Choose the MyFatoorah payment method before going live.',
    ]);
    const live = await owner.edited('mf-live', {
      mode: 'live',
      credentials: { api_token: TOKEN },
      provider_method: '2',
    });
    expect(live).toMatchObject({ mode: 'live', provider_method: '2' });
    const cleared = await owner.patch('mf-live', { provider_method: null }, 'ar');
    expect(cleared.json().provider_method).toEqual([
      'اختر طريقة الدفع في ماي فاتورة قبل التحويل إلى الوضع الفعلي.',
    ]);
    await secure.close();
  });
});
