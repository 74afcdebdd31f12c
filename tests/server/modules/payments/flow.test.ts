import { afterAll, describe, expect, it } from 'vitest';
import type {
  AttemptResult,
  PayChoice,
  PayResponse,
  PayTransaction,
} from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest, PR, pay, payAndPress, pressSandbox } from './fixtures.ts';

const app = await createTestApp();
// The sandbox gateway calls back over real HTTP, so the app listens on a loopback port.
await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());
const admin = await login(app, ADMIN);

const read = async (id: string, lang = 'en') =>
  app.inject({ url: `${PR}/pay/${id}`, headers: { 'accept-language': lang } });
const details = async (attemptId: string, lang = 'en') =>
  app.inject({ url: `${PR}/details/${attemptId}`, headers: { 'accept-language': lang } });

describe('payment request: create → pay → sandbox approve → paid → result → receipt', () => {
  it('creates a request with a payment URL and shows it on the pay page', async () => {
    const created = await createRequest(app, admin.access);
    expect(created.payment_url).toBe(`http://pay.test/en/pos/pay/${created.id}`);
    expect(created.amount).toBe('10.000');

    const res = await read(created.id);
    expect(res.statusCode).toBe(200);
    const tx = res.json<PayTransaction>();
    expect(tx).toMatchObject({
      amount: '10.000',
      currency: 'KWD',
      valid_for_payment: true,
      has_editable_amount: false,
      details: null,
      country_code: 'KW',
    });
    expect(tx.customer_details).toMatchObject({
      'Customer name': 'Fatima Al-Sabah',
      Email: 'fatima@example.kw',
    });
    const kpay = tx.pay_choices.find((c) => c.gateway_code === 'kpay') as PayChoice;
    // 0.100 KWD + 1 % of 10.000 = 0.200
    expect(kpay).toMatchObject({
      fee: '0.200',
      amount: '10.200',
      base_amount: '10.000',
      best_choice: true,
      is_default: true,
    });
    expect(tx.pay_choices.map((c) => c.gateway_code)).toEqual(['knet', 'kpay', 'card', 'cod']);
    expect(tx.pay_choices.find((c) => c.gateway_code === 'knet')?.button_verb).toBe('Pay with KNET');

    const ar = (await read(created.id, 'ar')).json<PayTransaction>();
    expect(ar.pay_choices[0]?.gateway).toBe('كي نت');
    expect(ar.customer_details['اسم العميل']).toBe('Fatima Al-Sabah');
  });

  it('pays through the hosted sandbox page and shows success with a receipt in both languages', async () => {
    const created = await createRequest(app, admin.access);
    const started = (await pay(app, created.id, { gateway_code: 'kpay' }, 'k-1', 'ar')).json<PayResponse>();
    expect(started.redirect_url).toBe(`http://pay.test/gateway/sandbox/${started.attempt_id}`);

    const page = await app.inject({ url: `/gateway/sandbox/${started.attempt_id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('10.200 KWD');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const pressed = await pressSandbox(app, started.attempt_id, 'approve');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`http://pay.test/ar/pos/attempt-detail/${started.attempt_id}`);

    const tx = (await read(created.id)).json<PayTransaction>();
    expect(tx.state).toBe('paid');
    expect(tx.valid_for_payment).toBe(false);
    expect(tx.details).toEqual({ state: 'Paid', message: 'This transaction has already been paid' });

    const result = (await details(started.attempt_id)).json<AttemptResult>();
    expect(result).toMatchObject({
      state: 'success',
      try_again_url: null,
      expired: false,
      transaction_type: 'payment_request',
    });
    expect(result.message).toBe('Your payment was successful.');
    expect(result.message_ar).toBe('تمت عملية الدفع بنجاح.');
    expect(result.payment_details).toMatchObject({
      Amount: '10.000 KWD',
      Fee: '0.200 KWD',
      Total: '10.200 KWD',
      Gateway: 'KPay',
    });
    expect(result.receipt_url).toBe(
      `http://pay.test/api/v1/plugins/payment_request/transaction/receipt/${started.attempt_id}?lang=en`,
    );

    const en = await app.inject({ url: `${PR}/receipt/${started.attempt_id}?lang=en` });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-[0-9a-f]{8}-en\.html"$/,
    );
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Payment receipt');
    expect(en.body).toContain('Gulf Pay Demo Store');
    expect(en.body).toContain('10.200 KWD');
    expect(en.body).toContain('Fatima Al-Sabah');
    expect(en.body).toMatch(/SBX[0-9A-Z]+/);
    expect(en.body).toContain('<h2>Customer</h2>');
    expect(en.body).toContain('<h2>Payment</h2>');

    const arReceipt = await app.inject({ url: `${PR}/receipt/${started.attempt_id}?lang=ar` });
    expect(arReceipt.body).toContain('<html lang="ar" dir="rtl">');
    expect(arReceipt.body).toContain('إيصال الدفع');
    expect(arReceipt.body).toContain('متجر جلف باي التجريبي');
    expect(arReceipt.body).toContain('10.200 KWD');
    expect(arReceipt.body).toContain('كي باي');
    expect(arReceipt.body).toContain('<h2>العميل</h2>');
  });

  it('refuses to pay a paid transaction again', async () => {
    const created = await createRequest(app, admin.access);
    await payAndPress(app, created.id, 'knet', 'approve');
    const again = await pay(app, created.id, { gateway_code: 'knet' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This transaction has already been paid'] });
  });
});

describe('decline, cancel and retry', () => {
  it('a declined payment fails, offers try again, and can be paid again', async () => {
    const created = await createRequest(app, admin.access);
    const declined = await payAndPress(app, created.id, 'knet', 'decline');
    expect((await read(created.id)).json<PayTransaction>().state).toBe('failed');
    const result = (await details(declined.attempt_id)).json<AttemptResult>();
    expect(result.state).toBe('failed');
    expect(result.receipt_url).toBeNull();
    expect(result.try_again_url).toBe(`http://pay.test/en/pos/pay/${created.id}`);
    expect((await app.inject({ url: `${PR}/receipt/${declined.attempt_id}` })).statusCode).toBe(404);

    const paid = await payAndPress(app, created.id, 'knet', 'approve');
    expect((await details(paid.attempt_id)).json<AttemptResult>().state).toBe('success');
    expect((await details(declined.attempt_id)).json<AttemptResult>().try_again_url).toBeNull();
  });

  it('a canceled payment leaves the transaction attempted and payable', async () => {
    const created = await createRequest(app, admin.access);
    const canceled = await payAndPress(app, created.id, 'card', 'cancel');
    expect((await read(created.id)).json<PayTransaction>()).toMatchObject({
      state: 'attempted',
      valid_for_payment: true,
    });
    expect((await details(canceled.attempt_id)).json<AttemptResult>().state).toBe('canceled');
  });

  it('a newer attempt supersedes an open one, whose page then only links back', async () => {
    const created = await createRequest(app, admin.access);
    const first = (await pay(app, created.id, { gateway_code: 'knet' })).json<PayResponse>();
    await payAndPress(app, created.id, 'kpay', 'approve');
    const stale = await app.inject({ url: `/gateway/sandbox/${first.attempt_id}` });
    expect(stale.body).not.toContain('<form');
    await pressSandbox(app, first.attempt_id, 'approve');
    expect((await details(first.attempt_id)).json<AttemptResult>().state).toBe('canceled');
  });
});

describe('cash on delivery and card capture', () => {
  it('cod goes straight to the result page and is a success', async () => {
    const created = await createRequest(app, admin.access);
    const started = (await pay(app, created.id, { gateway_code: 'cod' })).json<PayResponse>();
    expect(started.redirect_url).toBe(`http://pay.test/en/pos/attempt-detail/${started.attempt_id}`);
    expect((await read(created.id)).json<PayTransaction>().state).toBe('cod');
    const result = (await details(started.attempt_id)).json<AttemptResult>();
    expect(result.state).toBe('cod');
    expect(result.message).toBe('Your order is confirmed. Please pay in cash on delivery.');
  });

  it('card authorises, then staff capture part of it and the rest is released', async () => {
    const created = await createRequest(app, admin.access);
    const started = await payAndPress(app, created.id, 'card', 'approve');
    expect((await read(created.id)).json<PayTransaction>().state).toBe('authorized');
    expect((await details(started.attempt_id)).json<AttemptResult>().state).toBe('success');

    // 10.000 + 2.5 % = 10.250 held
    const tooMuch = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: `${PR}/${created.id}/capture`,
        payload: { amount: '10.251' },
      }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ amount: ['The amount cannot be greater than the available amount.'] });
    const captured = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: `${PR}/${created.id}/capture`,
        payload: { amount: '8.000' },
      }),
    );
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({
      message: 'Captured Successfully',
      state: 'paid',
      paid_amount: '8.000',
      captured_amount: '8.000',
      available_amount: '8.000',
    });
    expect((await read(created.id)).json<PayTransaction>().state).toBe('paid');
  });

  it('a void releases the hold and cancels the transaction', async () => {
    const created = await createRequest(app, admin.access);
    await payAndPress(app, created.id, 'card', 'approve');
    const voided = await app.inject(
      authed(admin.access, { method: 'POST', url: `${PR}/${created.id}/void`, payload: {} }),
    );
    expect(voided.json()).toMatchObject({
      state: 'canceled',
      paid_amount: '0.000',
      available_amount: '0.000',
    });
    const refund = await app.inject(
      authed(admin.access, { method: 'POST', url: `${PR}/${created.id}/refund`, payload: { amount: null } }),
    );
    expect(refund.statusCode).toBe(400);
  });
});
