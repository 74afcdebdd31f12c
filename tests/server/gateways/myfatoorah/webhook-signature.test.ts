import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readWebhook, signedText } from '../../../../server/gateways/myfatoorah/webhook.ts';
import type { ProviderAccount } from '../../../../server/gateways/provider.ts';

const SECRET = 'MyFatoorah webhook secret';
const account: ProviderAccount = { mode: 'test', credentials: { api_token: 't', webhook_secret: SECRET } };

/**
 * The documented example of a PAYMENT_STATUS_CHANGED signed text, from
 * https://docs.myfatoorah.com/docs/webhook-v2-payment-status-data-model (quoted again in
 * MyFatoorah's PHP library, src/MyFatoorahWebhook.php getV2DataModel):
 * Invoice.Id=6409988,Invoice.Status=PAID,Transaction.Status=SUCCESS,
 * Transaction.PaymentId=07076409988323998875,Invoice.ExternalIdentifier=asdqwd-f13sdf-fasjkz
 */
const DOCUMENTED =
  'Invoice.Id=6409988,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=07076409988323998875,Invoice.ExternalIdentifier=asdqwd-f13sdf-fasjkz';

const paymentEvent = (externalIdentifier: string | null) => ({
  Event: {
    Code: 1,
    Name: 'PAYMENT_STATUS_CHANGED',
    CountryIsoCode: 'KWT',
    CreationDate: '2025-05-04T10:00:00Z',
    Reference: 'WH-000417',
  },
  Data: {
    Invoice: {
      Id: '6409988',
      Status: 'PAID',
      Reference: '2025000417',
      ExternalIdentifier: externalIdentifier,
    },
    Transaction: { Status: 'SUCCESS', PaymentId: '07076409988323998875', PaymentMethod: 'KNET' },
    Customer: { Reference: '42000000000000000417', Name: 'Fatima', Mobile: '50001234', Email: null },
    Amount: {
      BaseCurrency: 'KWD',
      ValueInBaseCurrency: '12.5',
      DisplayCurrency: 'KWD',
      ValueInDisplayCurrency: '12.500',
    },
  },
});

const hmac = (text: string) => createHmac('sha256', SECRET).update(text, 'utf8').digest('base64');

describe('MyFatoorah Webhook V2 signature', () => {
  it('signs the documented properties in the documented order', () => {
    expect(signedText(1, paymentEvent('asdqwd-f13sdf-fasjkz').Data)).toBe(DOCUMENTED);
  });

  it('writes a null property as an empty value', () => {
    expect(signedText(1, paymentEvent(null).Data)).toBe(DOCUMENTED.replace('asdqwd-f13sdf-fasjkz', ''));
  });

  it('signs a refund event by its id, status, base amount and invoice', () => {
    const data = {
      Refund: { Id: '31000', Status: 'REFUNDED', Reference: '2025031000' },
      Amount: { ValueInBaseCurrency: '5.000' },
      ReferencedInvoice: { Id: '6409988' },
    };
    expect(signedText(2, data)).toBe(
      'Refund.Id=31000,Refund.Status=REFUNDED,Amount.ValueInBaseCurrency=5.000,ReferencedInvoice.Id=6409988',
    );
  });

  it('accepts a correctly signed event and reads the claimed payment from it', () => {
    const event = paymentEvent('asdqwd-f13sdf-fasjkz');
    const read = readWebhook(account, { 'MyFatoorah-Signature': hmac(DOCUMENTED) }, JSON.stringify(event));
    expect(read).toEqual({
      ok: true,
      eventId: 'WH-000417',
      event: {
        kind: 'payment',
        reference: '42000000000000000417',
        invoiceId: '6409988',
        claimed: {
          status: 'paid',
          bound: {
            reference: '42000000000000000417',
            invoiceId: '6409988',
            amountMinor: 12_500,
            currency: 'KWD',
          },
          refs: { invoice_id: '6409988', payment_id: '07076409988323998875' },
        },
      },
    });
  });

  it('refuses a tampered, a wrongly keyed, or an unsigned event before reading it', () => {
    const event = paymentEvent('asdqwd-f13sdf-fasjkz');
    const tampered = { ...event, Data: { ...event.Data, Invoice: { ...event.Data.Invoice, Id: '6409989' } } };
    const signature = hmac(DOCUMENTED);
    expect(readWebhook(account, { 'myfatoorah-signature': signature }, JSON.stringify(tampered))).toEqual({
      ok: false,
      reason: 'signature',
    });
    const otherKey = createHmac('sha256', 'another secret').update(DOCUMENTED).digest('base64');
    expect(readWebhook(account, { 'myfatoorah-signature': otherKey }, JSON.stringify(event))).toMatchObject({
      ok: false,
      reason: 'signature',
    });
    expect(readWebhook(account, {}, JSON.stringify(event))).toMatchObject({ ok: false, reason: 'signature' });
    const noSecret = { ...account, credentials: { api_token: 't' } };
    expect(readWebhook(noSecret, { 'myfatoorah-signature': signature }, JSON.stringify(event))).toMatchObject(
      { ok: false },
    );
  });

  it('calls a body that is not a V2 event malformed', () => {
    const headers = { 'myfatoorah-signature': 'x' };
    expect(readWebhook(account, headers, '{not json')).toEqual({ ok: false, reason: 'malformed' });
    expect(readWebhook(account, headers, JSON.stringify({ EventType: 1, Data: {} }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
