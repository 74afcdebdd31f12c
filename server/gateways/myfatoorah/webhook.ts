/**
 * MyFatoorah's Webhook V2. The `myfatoorah-signature` header is the Base64 HMAC-SHA256,
 * under the account's webhook secret, of the event's data properties in the order the
 * documentation gives for its event type, written `key=value` joined by `,` with nulls as
 * empty strings (https://docs.myfatoorah.com/docs/webhook-signature and the data model
 * page of each event, e.g. https://docs.myfatoorah.com/docs/webhook-v2-payment-status-data-model;
 * the same lists are in MyFatoorah's PHP library, myfatoorah/library src/MyFatoorahWebhook.php).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { currencyFromAbbreviation } from '../../../src/domain/money.ts';
import type { MoneyStatus, PaymentStatus, ProviderAccount, WebhookRead } from '../provider.ts';
import { minorOf, record, text } from './api.ts';

/** Signed properties per Event.Code, in the documented order. */
export const SIGNED_FIELDS: Record<number, readonly string[]> = {
  1: [
    'Invoice.Id',
    'Invoice.Status',
    'Transaction.Status',
    'Transaction.PaymentId',
    'Invoice.ExternalIdentifier',
  ],
  2: ['Refund.Id', 'Refund.Status', 'Amount.ValueInBaseCurrency', 'ReferencedInvoice.Id'],
  3: ['Deposit.Reference', 'Deposit.ValueInBaseCurrency', 'Deposit.NumberOfTransactions'],
  4: ['Supplier.Code', 'KycDecision.Status'],
  5: ['Recurring.Id', 'Recurring.Status', 'Recurring.InitialInvoiceId'],
};

const at = (data: Record<string, unknown>, path: string): string => {
  const [object = '', property = ''] = path.split('.');
  return text(record(data[object])[property]);
};

export function signedText(code: number, data: Record<string, unknown>): string | null {
  const fields = SIGNED_FIELDS[code];
  return fields ? fields.map((field) => `${field}=${at(data, field)}`).join(',') : null;
}

export const signature = (secret: string, signed: string): string =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.from(signed, 'utf8')).digest('base64');

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(headers: Readonly<Record<string, string>>, name: string): string {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? '' : (headers[key] ?? '');
}

function paymentClaim(data: Record<string, unknown>): PaymentStatus {
  const invoiceId = at(data, 'Invoice.Id');
  const refs: Record<string, string> = { invoice_id: invoiceId };
  const paymentId = at(data, 'Transaction.PaymentId');
  if (paymentId) refs.payment_id = paymentId;
  const status = at(data, 'Transaction.Status').toUpperCase();
  const reason = text(record(record(data.Transaction).Error).Message) || status;
  if (status === 'SUCCESS' || status === 'AUTHORIZE') {
    const currency = currencyFromAbbreviation(
      at(data, 'Amount.DisplayCurrency') || at(data, 'Amount.BaseCurrency'),
    );
    const amountMinor = minorOf(record(data.Amount).ValueInDisplayCurrency, currency);
    if (amountMinor === null) return { status: 'pending', refs };
    const bound = { reference: at(data, 'Customer.Reference') || null, invoiceId, amountMinor, currency };
    return { status: status === 'SUCCESS' ? 'paid' : 'authorized', bound, refs };
  }
  if (status === 'FAILED') return { status: 'declined', reason, refs };
  if (status === 'CANCELED') return { status: 'canceled', reason, refs };
  return { status: 'pending', refs };
}

function refundClaim(data: Record<string, unknown>): MoneyStatus {
  const refs: Record<string, string> = { refund_id: at(data, 'Refund.Id') };
  const reference = at(data, 'Refund.Reference');
  if (reference) refs.refund_reference = reference;
  const status = at(data, 'Refund.Status').toUpperCase();
  if (status === 'REFUNDED') return { status: 'done', refs };
  if (status === 'PENDING' || status === 'INPROGRESS') return { status: 'pending', refs };
  return { status: 'refused', reason: status || 'Refund not completed', refs };
}

export function readWebhook(
  account: ProviderAccount,
  headers: Readonly<Record<string, string>>,
  rawBody: string,
): WebhookRead {
  const secret = account.credentials.webhook_secret ?? '';
  const given = header(headers, 'myfatoorah-signature');
  if (!secret || !given) return { ok: false, reason: 'signature' };
  let body: Record<string, unknown>;
  try {
    body = record(JSON.parse(rawBody));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const event = record(body.Event);
  const code = Number(event.Code);
  const data = record(body.Data);
  const signed = signedText(code, data);
  if (signed === null) return { ok: false, reason: 'malformed' };
  if (!sameSignature(signature(secret, signed), given)) return { ok: false, reason: 'signature' };
  // Event.Reference is unique per event and repeated on its retries; without it the signed
  // properties, which differ between two states of one invoice, identify it.
  const eventId =
    text(event.Reference) || `${code}:${createHash('sha256').update(signed).digest('hex').slice(0, 32)}`;
  if (code === 1) {
    const invoiceId = at(data, 'Invoice.Id') || null;
    const reference = at(data, 'Customer.Reference') || null;
    return {
      ok: true,
      eventId,
      event: { kind: 'payment', reference, invoiceId, claimed: paymentClaim(data) },
    };
  }
  if (code === 2 && at(data, 'Refund.Id')) {
    return {
      ok: true,
      eventId,
      event: { kind: 'refund', refundId: at(data, 'Refund.Id'), status: refundClaim(data) },
    };
  }
  return { ok: true, eventId, event: { kind: 'ignored' } };
}
