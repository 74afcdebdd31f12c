import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../../../../server/db/handle.ts';
import { startMyFatoorahFake } from '../../../../support/providers/myfatoorah-fake.ts';
import { authed } from '../../../helper.ts';
import { PR } from '../fixtures.ts';
import {
  addGateway,
  attemptRow,
  listeningApp,
  movementsOf,
  payThrough,
  providerPage,
  reconcileIn,
  transactionState,
} from './fixtures.ts';

const TOKEN = 'SK_KWT_flow-token';
const SECRET = 'whsec-flow-secret';
const fake = await startMyFatoorahFake({ token: TOKEN, webhookSecret: SECRET });
afterAll(() => fake.close());
const { app, origin, access } = await listeningApp();
// Visa/Master (PaymentMethodId 2) of the account's methods, chosen on the gateways screen; the
// merchant bears the fee, so amounts here are the payment's own (myfatoorah-fee.test.ts prices fees).
await addGateway(
  app,
  access,
  'mf-card',
  'myfatoorah',
  { api_token: TOKEN, webhook_secret: SECRET, base_url: fake.url },
  { provider_method: '2', fee_payer: 'merchant' },
);
const { webhook_key } = await queryable(app.db)
  .selectFrom('gateways')
  .select('webhook_key')
  .where('code', '=', 'mf-card')
  .executeTakeFirstOrThrow();
const webhookUrl = `${origin}/api/v1/gateways/webhook/${webhook_key}`;

const resultPage = (attemptId: string) => `${origin}/en/pos/attempt-detail/${attemptId}`;
const invoiceOf = async (attemptId: string) =>
  (await attemptRow(app, attemptId)).provider_refs.invoice_id ?? '';

/** The customer at MyFatoorah's page, pressing a button; where the browser ends up. */
async function atBank(redirectUrl: string, action: 'pay' | 'decline' | 'cancel') {
  const back = await fake.press(await providerPage(redirectUrl), action);
  const landed = await fetch(back, { redirect: 'manual' });
  return { back, landed: landed.headers.get('location') };
}

describe('paying through MyFatoorah', () => {
  it('pays by card: the redirect carries only a paymentId, and GetPaymentStatus decides', async () => {
    const { id, started } = await payThrough(app, access, 'mf-card');
    const { back, landed } = await atBank(started.redirect_url, 'pay');
    expect(back).toMatch(
      new RegExp(`/api/v1/gateways/return/${started.attempt_id}/response\\?paymentId=\\d+`),
    );
    expect(landed).toBe(resultPage(started.attempt_id));
    expect(await transactionState(app, id)).toBe('paid');
    const attempt = await attemptRow(app, started.attempt_id);
    expect(attempt.provider_refs).toMatchObject({
      invoice_id: expect.any(String),
      payment_id: expect.any(String),
    });
    expect(fake.sent.filter((s) => s.endpoint === 'executepayment').at(-1)?.body).toMatchObject({
      PaymentMethodId: 2,
      CustomerReference: attempt.reference,
      CallBackUrl: `${origin}/api/v1/gateways/return/${started.attempt_id}/response`,
    });
  });

  it('a decline fails the attempt', async () => {
    const { id, started } = await payThrough(app, access, 'mf-card');
    await atBank(started.redirect_url, 'decline');
    expect(await transactionState(app, id)).toBe('failed');
  });

  it("refuses another invoice's paymentId replayed at this attempt's callback", async () => {
    const cheap = await payThrough(app, access, 'mf-card', '1.000');
    const { back } = await atBank(cheap.started.redirect_url, 'pay');
    const paymentId = new URL(back).searchParams.get('paymentId') ?? '';
    const dear = await payThrough(app, access, 'mf-card');
    await providerPage(dear.started.redirect_url);
    await fetch(
      `${origin}/api/v1/gateways/return/${dear.started.attempt_id}/response?paymentId=${paymentId}`,
      {
        redirect: 'manual',
      },
    );
    expect(await transactionState(app, cheap.id)).toBe('paid');
    expect(await transactionState(app, dear.id)).toBe('pending');
  });

  it('a customer who closed the tab at the bank is found paid by reconciliation, once', async () => {
    const { id, started } = await payThrough(app, access, 'mf-card');
    await providerPage(started.redirect_url);
    fake.payWithoutReturn(await invoiceOf(started.attempt_id));
    await Promise.all([reconcileIn(app, 3), reconcileIn(app, 3)]);
    expect(await transactionState(app, id)).toBe('paid');
    expect(await movementsOf(app, id)).toEqual([['payment', 'done', 20_000]]);
  });

  it('an invoice the customer never paid stays pending, then fails after a day', async () => {
    const { id, started } = await payThrough(app, access, 'mf-card');
    await providerPage(started.redirect_url);
    await reconcileIn(app, 3);
    expect(await transactionState(app, id)).toBe('pending');
    await reconcileIn(app, 25 * 60);
    expect((await attemptRow(app, started.attempt_id)).state).toBe('failed');
    expect(await transactionState(app, id)).toBe('failed');
  });

  it('applies a signed webhook once however often it arrives, and refuses a bad signature', async () => {
    const { id, started } = await payThrough(app, access, 'mf-card');
    await providerPage(started.redirect_url);
    const invoice = await invoiceOf(started.attempt_id);
    fake.payWithoutReturn(invoice);
    const event = fake.paymentEvent(invoice);
    expect(await fake.sendWebhook({ url: webhookUrl, event, badSignature: true })).toEqual([401]);
    expect(await transactionState(app, id)).toBe('pending');
    expect(await fake.sendWebhook({ url: webhookUrl, event, times: 2 })).toEqual([200, 200]);
    expect(await transactionState(app, id)).toBe('paid');
    expect(await movementsOf(app, id)).toEqual([['payment', 'done', 20_000]]);
  });

  it('the webhook and the redirect racing apply the payment once', async () => {
    const { id, started } = await payThrough(app, access, 'mf-card');
    const back = await fake.press(await providerPage(started.redirect_url), 'pay');
    const event = fake.paymentEvent(await invoiceOf(started.attempt_id));
    await Promise.all([fetch(back, { redirect: 'manual' }), fake.sendWebhook({ url: webhookUrl, event })]);
    expect(await transactionState(app, id)).toBe('paid');
    expect(await movementsOf(app, id)).toEqual([['payment', 'done', 20_000]]);
  });
});

describe('refunds through MyFatoorah', () => {
  const refund = (id: string, amount: string) =>
    app.inject(authed(access, { method: 'POST', url: `${PR}/${id}/refund`, payload: { amount } }));
  const refundIdOf = async (transactionId: string) =>
    (
      await queryable(app.db)
        .selectFrom('money_movements')
        .select('provider_refs')
        .where('transaction_id', '=', transactionId)
        .where('kind', '=', 'refund')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).provider_refs.refund_id ?? '';

  it('a refund is pending until MyFatoorah says it is done, by webhook or by inquiry', async () => {
    const { id, started } = await payThrough(app, access, 'mf-card');
    await atBank(started.redirect_url, 'pay');
    const first = await refund(id, '5.000');
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ refunded_amount: '0.000', available_amount: '15.000' });
    const firstId = await refundIdOf(id);
    fake.settleRefund(firstId, 'done');
    expect(await fake.sendWebhook({ url: webhookUrl, event: fake.refundEvent(firstId), times: 2 })).toEqual([
      200, 200,
    ]);
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['refund', 'done', 5_000],
    ]);

    expect((await refund(id, '3.000')).statusCode).toBe(202);
    fake.settleRefund(await refundIdOf(id), 'refused');
    await reconcileIn(app, 3);
    expect(await movementsOf(app, id)).toEqual([
      ['payment', 'done', 20_000],
      ['refund', 'done', 5_000],
      ['refund', 'refused', 3_000],
    ]);

    // Staff see the refund the bank confirmed, one still waiting, and nothing of the refused one.
    expect((await refund(id, '2.000')).statusCode).toBe(202);
    const detail = await app.inject(authed(access, { url: `${PR}/${id}` }));
    expect(
      detail.json().txns.map((t: { amount: string; pending: boolean }) => [t.amount, t.pending]),
    ).toEqual([
      ['5.000', false],
      ['2.000', true],
    ]);
  });
});
