import { currencyFromAbbreviation } from '../../../src/domain/money.ts';
/**
 * What GetPaymentStatus says about an invoice, read as a PaymentStatus. The invoice is
 * "Paid" once one of its transactions has the status "Succss" (MyFatoorah's spelling),
 * "Pending" while every transaction is "InProgress" or "Failed"
 * (https://docs.myfatoorah.com/docs/payment-inquiry); "Canceled" when it expired.
 */
import type { PaymentStatus, ProviderRefs } from '../provider.ts';
import { type MfAnswer, minorOf, record, text } from './api.ts';

type Tx = Record<string, unknown>;

const isSuccess = (status: string) => /^succ/i.test(status);

export function transactionRefs(data: Record<string, unknown>, tx: Tx | undefined): ProviderRefs {
  const refs: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    const value_ = text(value);
    if (value_) refs[key] = value_;
  };
  put('invoice_id', data.InvoiceId);
  if (tx) {
    put('payment_id', tx.PaymentId);
    put('reference_id', tx.ReferenceId);
    put('track_id', tx.TrackId);
    put('authorization_id', tx.AuthorizationId);
    put('payment_gateway', tx.PaymentGateway);
  }
  return refs;
}

/** The transaction the question is about: the hinted payment, else the latest. */
function chosenTransaction(transactions: Tx[], paymentId: string | undefined): Tx | undefined {
  if (paymentId) return transactions.find((tx) => text(tx.PaymentId) === paymentId);
  return transactions.at(-1);
}

function bound(data: Record<string, unknown>, tx: Tx, fallbackCurrency: string) {
  // The invoice value in the currency the customer was shown (ExecutePayment sends
  // DisplayCurrencyIso = the attempt's currency); a base currency that differs makes the
  // core's comparison fail, which is the safe way round.
  const currency = currencyFromAbbreviation(text(tx.Currency) || fallbackCurrency);
  const amountMinor = minorOf(data.InvoiceValue, currency);
  if (amountMinor === null) return null;
  return {
    reference: text(data.CustomerReference) || null,
    invoiceId: text(data.InvoiceId) || null,
    amountMinor,
    currency,
  };
}

export function readPaymentStatus(
  answer: MfAnswer,
  paymentId: string | undefined,
  fallbackCurrency: string,
): PaymentStatus {
  if (answer.kind === 'unreachable') return { status: 'unknown', reason: answer.reason };
  if (answer.kind === 'rejected') {
    // A key MyFatoorah does not know comes back as a validation error on Key.
    const unknownKey =
      answer.httpStatus === 400 &&
      (answer.fields.includes('Key') || /invalid key|not found|no data/i.test(answer.message));
    return unknownKey ? { status: 'not_found' } : { status: 'unknown', reason: answer.message };
  }
  const data = answer.data;
  const transactions = Array.isArray(data.InvoiceTransactions) ? data.InvoiceTransactions.map(record) : [];
  if (paymentId && !transactions.some((tx) => text(tx.PaymentId) === paymentId))
    return { status: 'not_found' };
  const invoiceStatus = text(data.InvoiceStatus).toLowerCase();
  if (invoiceStatus === 'paid') {
    const paid = transactions.find((tx) => isSuccess(text(tx.TransactionStatus)));
    const binding = paid ? bound(data, paid, fallbackCurrency) : null;
    if (!paid || !binding) return { status: 'unknown', reason: 'A paid invoice without a readable payment' };
    return { status: 'paid', bound: binding, refs: transactionRefs(data, paid) };
  }
  const tx = chosenTransaction(transactions, paymentId);
  const refs = transactionRefs(data, tx);
  const reason = text(tx?.Error) || text(data.InvoiceStatus);
  if (invoiceStatus === 'canceled' || invoiceStatus === 'expired')
    return { status: 'canceled', reason, refs };
  const txStatus = text(tx?.TransactionStatus).toLowerCase();
  if (txStatus === 'authorize') {
    const binding = tx ? bound(data, tx, fallbackCurrency) : null;
    if (binding) return { status: 'authorized', bound: binding, refs };
  }
  if (txStatus === 'failed') return { status: 'declined', reason, refs };
  if (txStatus === 'canceled') return { status: 'canceled', reason, refs };
  return { status: 'pending', refs };
}
