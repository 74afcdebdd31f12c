import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryable } from '../../../../../server/db/handle.ts';
import { FAILED_QUOTE_TTL_MS, FEE_QUOTE_TTL_MS } from '../../../../../server/gateways/provider-fees.ts';
import { DEMO_COLLECTOR_ID } from '../../../../../server/modules/customer-payment/demo-data.ts';
import type { CustomerPaymentCreateResponse } from '../../../../../src/domain/contracts/customer-payments.ts';
import type { PayChoice, PayTransaction } from '../../../../../src/domain/contracts/payments.ts';
import { startMyFatoorahFake } from '../../../../support/providers/myfatoorah-fake.ts';
import { FakeClock } from '../../../fake-clock.ts';
import { gatewayCalls } from '../../gateways-admin/fixtures.ts';
import { createRequest, PR, pay } from '../fixtures.ts';
import { addGateway, attemptRow, listeningApp, providerPage } from './fixtures.ts';

const TOKEN = 'SK_KWT_fee-token';
const SECRET = 'whsec-fee-secret';
const fake = await startMyFatoorahFake({ token: TOKEN, webhookSecret: SECRET });
afterAll(() => fake.close());
const clock = new FakeClock(Date.now());
const { app, access } = await listeningApp({}, clock);
const credentials = { api_token: TOKEN, webhook_secret: SECRET, base_url: fake.url };
// MyFatoorah's KNET (PaymentMethodId 1), whose fee the customer pays (the default payer).
await addGateway(app, access, 'mf-knet', 'myfatoorah', credentials, { provider_method: '1' });

beforeEach(() => {
  // Every test starts from MyFatoorah's contract for KNET: 0.250 a payment.
  fake.setCharge(1, { fixedMinor: 250, percent: 0 });
});

/** A payment request payable by MyFatoorah's KNET or the sandbox card gateway. */
const request = (amount: string) => createRequest(app, access, { amount, pg_codes: ['mf-knet', 'card'] });

async function page(id: string, lang = 'en'): Promise<PayChoice[]> {
  const res = await app.inject({
    method: 'GET',
    url: `${PR}/pay/${id}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PayTransaction>().pay_choices;
}

const choice = (choices: PayChoice[], code: string) => choices.find((c) => c.gateway_code === code);

/** InitiatePayment calls MyFatoorah received for one invoice amount. */
const initiatesFor = (amount: number) =>
  fake.sent.filter((s) => s.endpoint === 'initiatepayment' && s.body.InvoiceAmount === amount).length;

describe("a customer-paid MyFatoorah choice priced with MyFatoorah's own fee", () => {
  it("shows MyFatoorah's ServiceCharge for the method, not the gateway's configured fee", async () => {
    fake.setCharge(1, { fixedMinor: 300, percent: 0 });
    const { id } = await request('20.000');
    const choices = await page(id, 'ar');
    expect(choice(choices, 'mf-knet')).toMatchObject({
      base_amount: '20.000',
      fee: '0.300',
      amount: '20.300',
      currency_code: 'KWD',
    });
    // The sandbox card gateway keeps its own 2.5%.
    expect(choice(choices, 'card')).toMatchObject({ fee: '0.500', amount: '20.500' });
  });

  it('charges amount plus that fee, and ExecutePayment carries the same total', async () => {
    const { id } = await request('30.000');
    expect(choice(await page(id), 'mf-knet')?.amount).toBe('30.250');
    // MyFatoorah changes its charge while the customer reads the page: they pay what they saw.
    fake.setCharge(1, { fixedMinor: 275, percent: 0 });
    const res = await pay(app, id, { gateway_code: 'mf-knet', total: '30.250' });
    expect(res.statusCode, res.body).toBe(200);
    const attempt = await attemptRow(app, res.json<{ attempt_id: string }>().attempt_id);
    expect([attempt.amount_minor, attempt.fee_minor, attempt.total_minor].map(Number)).toEqual([
      30_000, 250, 30_250,
    ]);
    await providerPage(res.json<{ redirect_url: string }>().redirect_url);
    const execute = fake.sent.filter((s) => s.endpoint === 'executepayment').at(-1);
    expect(execute?.raw).toContain('"InvoiceValue":30.250');
    expect(initiatesFor(30)).toBe(1);
  });

  it('asks MyFatoorah once for two page loads of the same amount', async () => {
    const first = await request('40.000');
    const second = await request('40.000');
    expect(choice(await page(first.id), 'mf-knet')?.fee).toBe('0.250');
    expect(choice(await page(second.id, 'ar'), 'mf-knet')?.fee).toBe('0.250');
    expect(initiatesFor(40)).toBe(1);
  });

  it('answers 409 with fresh choices when the fee changed at MyFatoorah between page and pay', async () => {
    const { id } = await request('50.000');
    expect(choice(await page(id), 'mf-knet')?.amount).toBe('50.250');
    fake.setCharge(1, { fixedMinor: 400, percent: 0 });
    clock.advance(FEE_QUOTE_TTL_MS + 1);

    const stale = await pay(app, id, { gateway_code: 'mf-knet', total: '50.250' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(
      'The total changed since you saw it, so nothing was charged. Check the new total and pay again.',
    );
    expect(choice(stale.json().pay_choices, 'mf-knet')).toMatchObject({ fee: '0.400', amount: '50.400' });

    const again = await pay(app, id, { gateway_code: 'mf-knet', total: '50.400' });
    expect(again.statusCode, again.body).toBe(200);
    const attempt = await attemptRow(app, again.json<{ attempt_id: string }>().attempt_id);
    expect(Number(attempt.total_minor)).toBe(50_400);
  });

  it('leaves the choice out while MyFatoorah cannot answer, and the page still loads', async () => {
    const { id } = await request('60.000');
    fake.failNext('InitiatePayment', 'server_error');
    const choices = await page(id);
    expect(choices.map((c) => c.gateway_code)).toEqual(['card']);

    const refused = await pay(app, id, { gateway_code: 'mf-knet', total: '60.250' }, undefined, 'ar');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'طريقة الدفع هذه غير متاحة الآن، ولذلك لم يُخصم أي مبلغ. اختر طريقة دفع أخرى.',
    );
    expect(refused.json().pay_choices.map((c: PayChoice) => c.gateway_code)).toEqual(['card']);
    expect(fake.sent.filter((s) => s.endpoint === 'executepayment' && s.raw.includes('60.25'))).toEqual([]);

    // Asked again once the short wait for a provider that failed is over.
    clock.advance(FAILED_QUOTE_TTL_MS + 1);
    expect(choice(await page(id), 'mf-knet')?.amount).toBe('60.250');
  });

  it("prices a checkout on a server that never quoted the fee (another instance's page) before charging it", async () => {
    // The collector takes every active gateway, so the customer may choose MyFatoorah's KNET.
    const opened = await app.inject({
      method: 'PUT',
      url: '/api/v1/plugins/customer_payment/payment-restriction',
      headers: { authorization: `Bearer ${access}` },
      payload: { amounts: {}, all_gateways: true, pg_codes: [] },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/plugins/customer_payment/create/${DEMO_COLLECTOR_ID}/`,
      headers: { 'idempotency-key': 'fee-unquoted-collector' },
      payload: {
        amount: '80',
        currency: 'KWD',
        customer_name: 'Fatima',
        gateway_code: 'mf-knet',
        total: '80.250',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { transaction_id } = res.json<CustomerPaymentCreateResponse>();
    const attempt = await queryable(app.db)
      .selectFrom('payment_attempts')
      .select(['fee_minor', 'total_minor'])
      .where('transaction_id', '=', transaction_id)
      .executeTakeFirstOrThrow();
    expect([attempt.fee_minor, attempt.total_minor].map(Number)).toEqual([250, 80_250]);
    expect(initiatesFor(80)).toBe(1);
  });

  it('does not ask MyFatoorah when the merchant bears the fee', async () => {
    await gatewayCalls(app, access).edited('mf-knet', { fee_payer: 'merchant' });
    const { id } = await request('70.000');
    expect(choice(await page(id), 'mf-knet')).toMatchObject({ fee: '0.000', amount: '70.000' });
    expect(initiatesFor(70)).toBe(0);
    await gatewayCalls(app, access).edited('mf-knet', { fee_payer: 'customer' });
  });
});
