import { afterAll, describe, expect, it } from 'vitest';
import type { AttemptCall, ProviderRefs } from '../../../../server/gateways/provider.ts';
import { attempt, query, refund, setUp, started, webhookReceiver } from './mf-setup.ts';

const { fake, provider, account } = await setUp();
const receiver = await webhookReceiver();
afterAll(async () => {
  await receiver.close();
  await fake.close();
});

/** A paid attempt and the refs the core would have stored from the inquiry. */
async function paidAttempt(): Promise<{ call: AttemptCall; refs: ProviderRefs; invoiceId: number }> {
  const { call, url } = await started(provider, attempt(account));
  const read = provider.readReturn(call, {
    leg: 'response',
    method: 'GET',
    query: query(await fake.customer(url)),
    form: {},
  });
  if (!read.ok) throw new Error('unreadable return');
  const status = await provider.inquire(call, read.hint);
  if (status.status !== 'paid') throw new Error(`inquiry answered ${status.status}`);
  return { call, refs: status.refs, invoiceId: Number(call.refs.invoice_id) };
}

const lastDelivery = () => {
  const delivery = receiver.deliveries.at(-1);
  if (!delivery) throw new Error('no delivery');
  return delivery;
};

describe('MyFatoorah refunds', () => {
  it('asks MakeRefund for part of a payment, pending until MyFatoorah reports it refunded', async () => {
    const { call, refs } = await paidAttempt();
    const partial = refund(call, refs, 5_000);
    const asked = await provider.move(partial);
    expect(asked).toEqual({
      status: 'pending',
      refs: { refund_id: expect.stringMatching(/^\d+$/), refund_reference: expect.any(String) },
    });
    expect(fake.sent.at(-1)?.body).toEqual({
      Key: refs.payment_id,
      KeyType: 'PaymentId',
      RefundChargeOnCustomer: false,
      ServiceChargeOnCustomer: false,
      Amount: 5,
      Comment: `Gulf Pay refund ${partial.reference}`,
    });
    if (asked.status !== 'pending') return;
    const later = { ...partial, refs: asked.refs };
    expect(await provider.inquireMove(later)).toEqual({ status: 'pending', refs: asked.refs });
    fake.settleRefund(asked.refs.refund_id ?? '', 'done');
    expect(await provider.inquireMove(later)).toEqual({ status: 'done', refs: asked.refs });
  });

  it('reads a refund MyFatoorah turned down as refused', async () => {
    const { call, refs } = await paidAttempt();
    const asked = await provider.move(refund(call, refs, 12_500));
    if (asked.status !== 'pending') throw new Error(asked.status);
    fake.settleRefund(asked.refs.refund_id ?? '', 'refused');
    expect(await provider.inquireMove({ ...refund(call, refs, 12_500), refs: asked.refs })).toMatchObject({
      status: 'refused',
      reason: 'CANCELED',
    });
  });

  it('refuses a refund beyond what is left of the payment, with MyFatoorah’s reason', async () => {
    const { call, refs } = await paidAttempt();
    expect(await provider.move(refund(call, refs, 10_000))).toMatchObject({ status: 'pending' });
    expect(await provider.move(refund(call, refs, 5_000))).toEqual({
      status: 'refused',
      reason: 'Invalid data; Amount: The refund amount exceeds the remaining invoice value',
      refs: {},
    });
  });

  it('finds a refund whose answer was lost among the invoice’s refunds, and no other', async () => {
    const { call, refs } = await paidAttempt();
    const lost = refund(call, refs, 2_000);
    fake.failNext('MakeRefund', 'timeout');
    expect(await provider.move(lost)).toMatchObject({ status: 'unknown' });
    expect(await provider.inquireMove(lost)).toMatchObject({
      status: 'pending',
      refs: { refund_id: expect.any(String) },
    });
    expect(fake.sent.at(-1)?.body).toEqual({ Key: refs.invoice_id, KeyType: 'InvoiceId' });
    const neverAsked = { ...refund(call, refs, 1_000), reference: '90000000000000000001' };
    expect(await provider.inquireMove(neverAsked)).toEqual({ status: 'not_found' });
  });
});

describe('MyFatoorah Webhook V2 over HTTP', () => {
  it('reads a signed payment event, and a duplicate delivery carries the same event id', async () => {
    const { call, invoiceId } = await paidAttempt();
    const event = fake.paymentEvent(invoiceId);
    expect(await fake.sendWebhook({ url: receiver.url, event, times: 2 })).toEqual([200, 200]);
    const [first, second] = receiver.deliveries
      .slice(-2)
      .map((delivery) => provider.readWebhook(account, delivery.headers, delivery.body));
    expect(first).toEqual({
      ok: true,
      eventId: event.Event.Reference,
      event: {
        kind: 'payment',
        reference: call.reference,
        invoiceId: String(invoiceId),
        claimed: expect.objectContaining({
          status: 'paid',
          bound: {
            reference: call.reference,
            invoiceId: String(invoiceId),
            amountMinor: 12_500,
            currency: 'KWD',
          },
        }),
      },
    });
    expect(second).toEqual(first);
  });

  it('refuses a badly signed delivery', async () => {
    const { invoiceId } = await paidAttempt();
    await fake.sendWebhook({ url: receiver.url, event: fake.paymentEvent(invoiceId), badSignature: true });
    const delivery = lastDelivery();
    expect(provider.readWebhook(account, delivery.headers, delivery.body)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('reads a declined payment event as a claimed decline', async () => {
    fake.next('decline');
    const { call, url } = await started(provider, attempt(account));
    await fake.customer(url);
    await fake.sendWebhook({ url: receiver.url, event: fake.paymentEvent(Number(call.refs.invoice_id)) });
    const delivery = lastDelivery();
    expect(provider.readWebhook(account, delivery.headers, delivery.body)).toMatchObject({
      ok: true,
      event: { kind: 'payment', claimed: { status: 'declined', reason: 'Declined by the issuer' } },
    });
  });

  it('reads refund status events, pending then refunded', async () => {
    const { call, refs } = await paidAttempt();
    const asked = await provider.move(refund(call, refs, 3_000));
    if (asked.status !== 'pending') throw new Error(asked.status);
    const refundId = asked.refs.refund_id ?? '';
    await fake.sendWebhook({ url: receiver.url, event: fake.refundEvent(refundId) });
    const pending = provider.readWebhook(account, lastDelivery().headers, lastDelivery().body);
    fake.settleRefund(refundId, 'done');
    await fake.sendWebhook({ url: receiver.url, event: fake.refundEvent(refundId) });
    const done = provider.readWebhook(account, lastDelivery().headers, lastDelivery().body);
    expect(pending).toMatchObject({
      ok: true,
      event: { kind: 'refund', refundId, status: { status: 'pending' } },
    });
    expect(done).toMatchObject({
      ok: true,
      event: { kind: 'refund', refundId, status: { status: 'done', refs: asked.refs } },
    });
    expect(pending.ok && done.ok && pending.eventId !== done.eventId).toBe(true);
  });
});
