import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { DEMO_COLLECTOR_ID } from '../../../../server/modules/customer-payment/demo-data.ts';
import type {
  CustomerPaymentCreateResponse,
  CustomerPaymentOptions,
  PaymentRestrictionResponse,
  PaymentRestrictionSettings,
} from '../../../../src/domain/contracts/customer-payments.ts';
import type { PayChoice } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from '../../helper.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);
const BASE = '/api/v1/plugins/customer_payment';

const payChoices = (amount: string, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `${BASE}/pay-choices`,
    headers: { 'accept-language': lang },
    payload: { amount },
  });

const customer = {
  amount: '20',
  customer_name: 'Fatima',
  customer_phone: '+96550000000',
  gateway_code: 'knet',
};

const attemptsOf = (transactionId: string) =>
  queryable(app.db)
    .selectFrom('payment_attempts')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .orderBy('created_at')
    .execute();

const putRestriction = async (body: PaymentRestrictionSettings) => {
  const res = await app.inject(
    authed(admin.access, { method: 'PUT', url: `${BASE}/payment-restriction`, payload: body }),
  );
  if (res.statusCode !== 200) throw new Error(`restriction failed: ${res.statusCode} ${res.body}`);
};

describe('customer payment pages', () => {
  it('describes the collector page: bounds, gateways, fields, collector and unit, per language', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: `${BASE}/create/${DEMO_COLLECTOR_ID}/`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<CustomerPaymentOptions>();
    expect(body).toMatchObject({
      currency: 'KWD',
      decimal_places: 3,
      min_amount: '1.000',
      max_amount: '500.000',
      collector: { id: DEMO_COLLECTOR_ID, name: 'أحمد (كاونتر السالمية)' },
    });
    expect(body.gateways.map((g) => g.gateway_code)).toEqual(['knet', 'kpay', 'card']);
    expect(body.gateways[0]?.gateway).toBe('كي نت');
    expect(body.fields.find((f) => f.name === 'customer_name')?.required).toBe(true);
    expect(body.unit_details?.title_en).toBe('Salmiya Branch');

    const general = await app.inject({ method: 'OPTIONS', url: `${BASE}/create` });
    expect(general.json<CustomerPaymentOptions>().collector).toBeNull();
    const unknown = await app.inject({
      method: 'OPTIONS',
      url: `${BASE}/create/00000000-0000-4000-8000-000000000000/`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('prices pay choices for the typed amount with fees and the default choice', async () => {
    const res = await payChoices('10');
    expect(res.statusCode).toBe(200);
    const choices = res.json<PayChoice[]>();
    const kpay = choices.find((choice) => choice.gateway_code === 'kpay');
    // KPay: 0.100 KWD + 1 % of 10.000 = 0.200.
    expect(kpay).toMatchObject({ base_amount: '10.000', fee: '0.200', amount: '10.200', is_default: true });
    expect(choices.find((choice) => choice.gateway_code === 'card')?.fee).toBe('0.250');
    expect(choices.some((choice) => choice.gateway_code === 'cod')).toBe(false);
  });

  it('refuses amounts outside the restriction under the amount field', async () => {
    expect((await payChoices('0.5')).json()).toEqual({ amount: ['The amount must be at least 1.000 KWD.'] });
    expect((await payChoices('500.001')).json()).toEqual({
      amount: ['The amount must be at most 500.000 KWD.'],
    });
    expect((await payChoices('abc')).json()).toEqual({ amount: ['Must be valid positive number'] });
    expect((await payChoices('1.0001', 'ar')).json()).toEqual({
      amount: ['يجب ألا تزيد الخانات العشرية عن 3'],
    });
    expect((await payChoices('500')).statusCode).toBe(200);
  });

  it('creates the payment for the collector and sends the customer straight to the gateway', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/create/${DEMO_COLLECTOR_ID}/`,
      payload: { ...customer, language: 'ar' },
    });
    expect(res.statusCode).toBe(201);
    const { redirect_url, transaction_id } = res.json<CustomerPaymentCreateResponse>();
    const row = await queryable(app.db)
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', transaction_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      plugin: 'customer_payment',
      collector_id: DEMO_COLLECTOR_ID,
      customer_name: 'Fatima',
      pg_codes: ['knet'],
      state: 'pending',
    });
    expect(Number(row.amount_minor)).toBe(20_000);
    const attempts = await attemptsOf(transaction_id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ gateway_code: 'knet', state: 'pending', lang: 'ar' });
    expect(redirect_url).toBe(`http://pay.test/gateway/sandbox/${attempts[0]?.id}`);

    // The gateway sends the customer back to the result page in their language.
    const approved = await app.inject({
      method: 'POST',
      url: `/gateway/sandbox/${attempts[0]?.id}`,
      payload: 'action=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain(`/ar/pos/attempt-detail/${attempts[0]?.id}`);
    const result = await app.inject({ url: `/api/v1/plugins/pos/transaction/details/${attempts[0]?.id}` });
    expect(result.json()).toMatchObject({ state: 'success', transaction_id });
  });

  it('pays cash on delivery at once when the restriction allows it', async () => {
    const before = (
      await app.inject(authed(admin.access, { url: `${BASE}/payment-restriction` }))
    ).json<PaymentRestrictionResponse>();
    await putRestriction({ amounts: {}, all_gateways: false, pg_codes: ['cod'] });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${BASE}/create`,
        payload: { ...customer, gateway_code: 'cod', customer_name: 'Cash' },
      });
      expect(res.statusCode).toBe(201);
      const { redirect_url, transaction_id } = res.json<CustomerPaymentCreateResponse>();
      const [attempt] = await attemptsOf(transaction_id);
      expect(redirect_url).toBe(`http://pay.test/en/pos/attempt-detail/${attempt?.id}`);
      expect(attempt?.state).toBe('cod');
    } finally {
      const { amounts, all_gateways, pg_codes } = before;
      await putRestriction({ amounts, all_gateways, pg_codes });
    }
  });

  it('refuses a gateway the restriction does not allow and amounts out of bounds', async () => {
    const cod = await app.inject({
      method: 'POST',
      url: `${BASE}/create`,
      payload: { ...customer, gateway_code: 'cod' },
    });
    expect(cod.statusCode).toBe(400);
    expect(cod.json()).toEqual({ gateway_code: ['This payment method is not available.'] });
    const big = await app.inject({
      method: 'POST',
      url: `${BASE}/create`,
      payload: { ...customer, amount: '501' },
    });
    expect(big.json()).toEqual({ amount: ['The amount must be at most 500.000 KWD.'] });
  });

  it('creates once per Idempotency-Key', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: `${BASE}/create`,
        headers: { 'idempotency-key': 'tap-1' },
        payload: { ...customer, customer_name: 'Once' },
      });
    const [first, second] = [await send(), await send()];
    expect(second.json()).toEqual(first.json());
    const rows = await queryable(app.db)
      .selectFrom('transactions')
      .select('id')
      .where('customer_name', '=', 'Once')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await attemptsOf(rows[0]?.id ?? '')).toHaveLength(1);
  });

  it('lets staff change the restriction, which the pages then follow', async () => {
    const put = await app.inject(
      authed(admin.access, {
        method: 'PUT',
        url: `${BASE}/payment-restriction`,
        payload: {
          amounts: { KWD: { min_amount: '5', max_amount: null } },
          all_gateways: false,
          pg_codes: ['kpay'],
        },
      }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json<PaymentRestrictionResponse>()).toMatchObject({
      amounts: { KWD: { min_amount: '5.000', max_amount: null } },
      all_gateways: false,
      pg_codes: ['kpay'],
    });
    const got = await app.inject(authed(admin.access, { url: `${BASE}/payment-restriction` }));
    expect(got.json<PaymentRestrictionResponse>().available_gateways.map((g) => g.code)).toEqual([
      'knet',
      'kpay',
      'card',
      'cod',
    ]);
    expect((await payChoices('4')).json()).toEqual({ amount: ['The amount must be at least 5.000 KWD.'] });
    expect((await payChoices('10000')).json<PayChoice[]>().map((choice) => choice.gateway_code)).toEqual([
      'kpay',
    ]);

    const history = await app.inject(authed(admin.access, { url: '/api/v1/user/actions' }));
    expect(JSON.stringify(history.json())).toContain('Changed the customer payment restriction');
  });

  it('validates the restriction and keeps it to staff with access', async () => {
    const bad = await app.inject(
      authed(admin.access, {
        method: 'PUT',
        url: `${BASE}/payment-restriction`,
        payload: {
          amounts: { KWD: { min_amount: '10', max_amount: '5' } },
          all_gateways: false,
          pg_codes: ['nope'],
        },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      'amounts.KWD.max_amount': ['The maximum amount must not be less than the minimum amount.'],
    });
    const unknown = await app.inject(
      authed(admin.access, {
        method: 'PUT',
        url: `${BASE}/payment-restriction`,
        payload: { amounts: {}, all_gateways: false, pg_codes: ['nope'] },
      }),
    );
    expect(unknown.json()).toEqual({ pg_codes: ['Unknown or inactive gateways: nope.'] });
    expect((await app.inject({ url: `${BASE}/payment-restriction` })).statusCode).toBe(401);
    const door = await login(app, DOOR);
    expect((await app.inject(authed(door.access, { url: `${BASE}/payment-restriction` }))).statusCode).toBe(
      403,
    );
  });

  it('answers 423 while the merchant has paused payments', async () => {
    await queryable(app.db).updateTable('merchants').set({ payments_paused: true }).execute();
    const res = await payChoices('10');
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({ message: "Sorry, we don't accept payments for the moment" });
    await queryable(app.db).updateTable('merchants').set({ payments_paused: false }).execute();
  });
});
