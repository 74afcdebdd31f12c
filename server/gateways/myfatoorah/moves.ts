/**
 * Refunds (MakeRefund, GetRefundStatus) and the capture or release of an authorised
 * payment (UpdatePaymentStatus, https://docs.myfatoorah.com/docs/update-payment-status).
 * A refund is accepted first and settled later: "PENDING" until MyFatoorah reports
 * "REFUNDED", or "CANCELED" when it was turned down.
 */
import type { MoneyCall, MoneyStatus, ProviderHttp } from '../provider.ts';
import { callMf, Decimal, record, text } from './api.ts';
import { readPaymentStatus } from './status.ts';

/** Carries our reference, so a refund whose answer was lost can be recognised among the invoice's. */
export const refundComment = (call: MoneyCall): string => `Gulf Pay refund ${call.reference}`;

function paymentKey(call: MoneyCall): { Key: string; KeyType: 'PaymentId' | 'InvoiceId' } | null {
  const { payment_id: paymentId, invoice_id: invoiceId } = call.attempt.refs;
  if (paymentId) return { Key: paymentId, KeyType: 'PaymentId' };
  if (invoiceId) return { Key: invoiceId, KeyType: 'InvoiceId' };
  return null;
}

function refundRefs(entry: Record<string, unknown>): Record<string, string> {
  const refs: Record<string, string> = { refund_id: text(entry.RefundId) };
  const reference = text(entry.RefundReference);
  if (reference) refs.refund_reference = reference;
  return refs;
}

export async function move(http: ProviderHttp, call: MoneyCall, timeoutMs: number): Promise<MoneyStatus> {
  const key = paymentKey(call);
  if (!key) return { status: 'refused', reason: 'The payment has no MyFatoorah id', refs: {} };
  const amount = Decimal.of(call.amountMinor, call.attempt.currency);
  const answer =
    call.kind === 'refund'
      ? await callMf(
          http,
          call.account,
          'MakeRefund',
          {
            ...key,
            RefundChargeOnCustomer: false,
            ServiceChargeOnCustomer: false,
            Amount: amount,
            Comment: refundComment(call),
          },
          timeoutMs,
        )
      : await callMf(
          http,
          call.account,
          'UpdatePaymentStatus',
          { Operation: call.kind === 'capture' ? 'capture' : 'release', Amount: amount, ...key },
          timeoutMs,
        );
  if (answer.kind === 'unreachable') return { status: 'unknown', reason: answer.reason };
  if (answer.kind === 'rejected') return { status: 'refused', reason: answer.message, refs: {} };
  if (call.kind !== 'refund') return { status: 'done', refs: {} };
  return { status: 'pending', refs: refundRefs(answer.data) };
}

function refundStatus(entry: Record<string, unknown>): MoneyStatus {
  const refs = refundRefs(entry);
  const status = text(entry.RefundStatus).toUpperCase();
  if (status === 'REFUNDED') return { status: 'done', refs };
  if (status === 'CANCELED' || status === 'REJECTED' || status === 'FAILED') {
    return { status: 'refused', reason: status, refs };
  }
  return { status: 'pending', refs };
}

async function inquireRefund(http: ProviderHttp, call: MoneyCall, timeoutMs: number): Promise<MoneyStatus> {
  const refundId = call.refs.refund_id;
  const invoiceId = call.attempt.refs.invoice_id;
  if (!refundId && !invoiceId) return { status: 'not_found' };
  const answer = await callMf(
    http,
    call.account,
    'GetRefundStatus',
    refundId ? { Key: refundId, KeyType: 'RefundId' } : { Key: invoiceId, KeyType: 'InvoiceId' },
    timeoutMs,
  );
  if (answer.kind === 'unreachable') return { status: 'unknown', reason: answer.reason };
  if (answer.kind === 'rejected') {
    return answer.httpStatus === 400
      ? { status: 'not_found' }
      : { status: 'unknown', reason: answer.message };
  }
  const entries = Array.isArray(answer.data.RefundStatusResult)
    ? answer.data.RefundStatusResult.map(record)
    : [];
  const entry = refundId
    ? entries.find((candidate) => text(candidate.RefundId) === refundId)
    : entries.find((candidate) => text(candidate.Comments ?? candidate.Comment) === refundComment(call));
  return entry ? refundStatus(entry) : { status: 'not_found' };
}

/** A capture or release shows on the payment itself: "Succss" once captured, "Canceled" once released. */
async function inquireUpdate(http: ProviderHttp, call: MoneyCall, timeoutMs: number): Promise<MoneyStatus> {
  const paymentId = call.attempt.refs.payment_id;
  if (!paymentId) return { status: 'not_found' };
  const answer = await callMf(
    http,
    call.account,
    'getPaymentStatus',
    { Key: paymentId, KeyType: 'PaymentId' },
    timeoutMs,
  );
  const status = readPaymentStatus(answer, paymentId, call.attempt.currency);
  if (status.status === 'unknown') return status;
  if (call.kind === 'capture' && status.status === 'paid') return { status: 'done', refs: {} };
  if (call.kind === 'void' && status.status === 'canceled') return { status: 'done', refs: {} };
  return { status: 'not_found' };
}

export function inquireMove(http: ProviderHttp, call: MoneyCall, timeoutMs: number): Promise<MoneyStatus> {
  return call.kind === 'refund' ? inquireRefund(http, call, timeoutMs) : inquireUpdate(http, call, timeoutMs);
}
