import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type {
  CustomerPaymentOptions,
  PaymentRestrictionResponse,
  PaymentRestrictionSettings,
} from '../../../../src/domain/contracts/customer-payments.ts';
import type { PayChoice } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);
const BASE = '/api/v1/plugins/customer_payment';

// A merchant whose gateways take two currencies with different decimals: KWD (3) and USD (2).
const merchant = await queryable(app.db).selectFrom('merchants').select('id').executeTakeFirstOrThrow();
await queryable(app.db)
  .insertInto('gateways')
  .values({
    merchant_id: merchant.id,
    code: 'card_usd',
    name_en: 'Card (USD)',
    name_ar: 'بطاقة (دولار)',
    adapter: 'sandbox',
    capture_mode: 'auto',
    fee_fixed_minor: 0,
    fee_bp: 0,
    currency: 'USD',
    logo_url: null,
    button_verb_en: 'Pay by card',
    button_verb_ar: 'ادفع بالبطاقة',
    position: 10,
  })
  .execute();

const put = (payload: unknown, lang = 'en') =>
  app.inject(
    authed(admin.access, {
      method: 'PUT',
      url: `${BASE}/payment-restriction`,
      headers: { 'accept-language': lang },
      payload: payload as object,
    }),
  );

const settings = (overrides: Partial<PaymentRestrictionSettings> = {}): PaymentRestrictionSettings => ({
  amounts: { KWD: { min_amount: '1', max_amount: '500' }, USD: { min_amount: '5', max_amount: '100.50' } },
  all_gateways: true,
  pg_codes: [],
  ...overrides,
});

const payChoices = (amount: string, currency?: string) =>
  app.inject({ method: 'POST', url: `${BASE}/pay-choices`, payload: { amount, currency } });

describe('payment restriction per currency', () => {
  it('offers the currencies the gateways take, with their decimals, and the seeded KWD bounds', async () => {
    const res = await app.inject(authed(admin.access, { url: `${BASE}/payment-restriction` }));
    expect(res.statusCode).toBe(200);
    const body = res.json<PaymentRestrictionResponse>();
    expect(body.currencies).toEqual([
      { currency: 'KWD', decimal_places: 3 },
      { currency: 'USD', decimal_places: 2 },
    ]);
    expect(body.amounts).toEqual({ KWD: { min_amount: '1.000', max_amount: '500.000' } });
    expect(body).toMatchObject({ all_gateways: false, pg_codes: ['knet', 'kpay', 'card'] });
    expect(body.available_gateways.find((g) => g.code === 'card_usd')?.currency).toBe('USD');
  });

  it('checks each currency in its own decimals, positive, and the minimum not above the maximum', async () => {
    const res = await put(
      settings({
        amounts: {
          KWD: { min_amount: '1.0001', max_amount: '-2' },
          USD: { min_amount: '10.001', max_amount: '10.00' },
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'amounts.KWD.min_amount': ['decimal should be equal or less 3 characters'],
      'amounts.KWD.max_amount': ['Must be valid positive number'],
      'amounts.USD.min_amount': ['decimal should be equal or less 2 characters'],
    });
    const reversed = await put(settings({ amounts: { USD: { min_amount: '20', max_amount: '10' } } }), 'ar');
    expect(reversed.json()).toEqual({
      'amounts.USD.max_amount': ['يجب ألا يقل الحد الأقصى للمبلغ عن الحد الأدنى.'],
    });
    const zero = await put(settings({ amounts: { KWD: { min_amount: '0', max_amount: null } } }));
    expect(zero.json()).toEqual({ 'amounts.KWD.min_amount': ['Must be valid positive number'] });
  });

  it('refuses a currency no active gateway takes', async () => {
    const res = await put(settings({ amounts: { EUR: { min_amount: '1', max_amount: null } } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'amounts.EUR': ['No active gateway takes EUR.'] });
  });

  it('needs one gateway at least unless every gateway is allowed', async () => {
    const none = await put(settings({ all_gateways: false, pg_codes: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ pg_codes: ['one gateway at least should be selected.'] });
    const ar = await put(settings({ all_gateways: false, pg_codes: [] }), 'ar');
    expect(ar.json()).toEqual({ pg_codes: ['يجب اختيار بوابة دفع واحدة على الأقل.'] });
  });

  it('saves per currency, logs before and after, and the collector pages follow each currency', async () => {
    const res = await put(settings());
    expect(res.statusCode).toBe(200);
    expect(res.json<PaymentRestrictionResponse>()).toMatchObject({
      amounts: {
        KWD: { min_amount: '1.000', max_amount: '500.000' },
        USD: { min_amount: '5.00', max_amount: '100.50' },
      },
      all_gateways: true,
      pg_codes: [],
    });
    const entry = await queryable(app.db)
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'activity.payment_restriction_changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.plugin).toBe('customer_payment');
    expect(entry.params.changes).toEqual([
      {
        field: 'amounts',
        before: { KWD: { min_amount: '1.000', max_amount: '500.000' } },
        after: {
          KWD: { min_amount: '1.000', max_amount: '500.000' },
          USD: { min_amount: '5.00', max_amount: '100.50' },
        },
      },
      { field: 'gateways', before: ['knet', 'kpay', 'card'], after: 'all' },
    ]);

    const options = (
      await app.inject({ method: 'OPTIONS', url: `${BASE}/create` })
    ).json<CustomerPaymentOptions>();
    expect(options.currencies).toEqual([
      { currency: 'KWD', decimal_places: 3, min_amount: '1.000', max_amount: '500.000' },
      { currency: 'USD', decimal_places: 2, min_amount: '5.00', max_amount: '100.50' },
    ]);
    expect(options.gateways.find((g) => g.gateway_code === 'card_usd')?.currency).toBe('USD');

    // 200 is within KWD's bounds but above USD's: the bound of the currency paid decides.
    expect((await payChoices('200')).statusCode).toBe(200);
    expect((await payChoices('200', 'USD')).json()).toEqual({
      amount: ['The amount must be at most 100.50 USD.'],
    });
    expect((await payChoices('4.99', 'USD')).json()).toEqual({
      amount: ['The amount must be at least 5.00 USD.'],
    });
    const usd = (await payChoices('100.50', 'USD')).json<PayChoice[]>();
    expect(usd.map((choice) => choice.gateway_code)).toEqual(['card_usd']);
    expect(usd[0]?.base_amount).toBe('100.50');
    const create = await app.inject({
      method: 'POST',
      url: `${BASE}/create`,
      payload: { amount: '101', currency: 'USD', customer_name: 'Sam', gateway_code: 'card_usd' },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ amount: ['The amount must be at most 100.50 USD.'] });
    // A KWD gateway cannot take a USD payment.
    const crossed = await app.inject({
      method: 'POST',
      url: `${BASE}/create`,
      payload: { amount: '10', currency: 'USD', customer_name: 'Sam', gateway_code: 'knet' },
    });
    expect(crossed.json()).toEqual({ gateway_code: ['This payment method is not available.'] });
    expect((await payChoices('10', 'EUR')).json()).toEqual({ currency: ['No active gateway takes EUR.'] });
  });

  it('drops a currency sent without bounds and logs nothing when nothing changed', async () => {
    const before = await queryable(app.db).selectFrom('activity_log').select('id').execute();
    await put(settings());
    expect(await queryable(app.db).selectFrom('activity_log').select('id').execute()).toHaveLength(
      before.length,
    );
    const cleared = await put(settings({ amounts: { KWD: { min_amount: '', max_amount: null } } }));
    expect(cleared.json<PaymentRestrictionResponse>().amounts).toEqual({});
    expect((await payChoices('100000')).statusCode).toBe(200);
  });
});
