/** The fake MyFatoorah's API endpoints: what each answers, in MyFatoorah's envelope. */
import { formatAmount } from '../../../src/domain/money.ts';
import type { FakeState } from './myfatoorah-fake.ts';
import { amountNumber, FAKE_METHODS, serviceChargeMinor, toMinor } from './myfatoorah-fake-book.ts';

/** Status, body, and whether the answer comes too late (a "timeout" outcome). */
type Answer = [number, unknown, boolean?];

const ok = (data: unknown, message = ''): Answer => [
  200,
  { IsSuccess: true, Message: message, ValidationErrors: null, Data: data },
];

const invalid = (errors: [string, string][], message = 'Invalid data'): Answer => [
  400,
  {
    IsSuccess: false,
    Message: message,
    ValidationErrors: errors.map(([name, error]) => ({ Name: name, Error: error })),
    Data: null,
  },
];

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function initiatePayment(state: FakeState, body: Record<string, unknown>): Answer {
  const currency = str(body.CurrencyIso) || 'KWD';
  const amount = toMinor(body.InvoiceAmount, currency);
  if (amount === null || amount <= 0)
    return invalid([['InvoiceAmount', 'Invoice amount must be greater than 0']]);
  return ok(
    {
      PaymentMethods: FAKE_METHODS.map((method) => {
        const charge = serviceChargeMinor(state.charges.get(method.id) ?? method, amount);
        return {
          PaymentMethodId: method.id,
          PaymentMethodAr: method.ar,
          PaymentMethodEn: method.en,
          PaymentMethodCode: method.code,
          IsDirectPayment: false,
          ServiceCharge: amountNumber(charge, currency),
          TotalAmount: amountNumber(amount + charge, currency),
          CurrencyIso: currency,
          ImageUrl: `https://demo.myfatoorah.com/imgs/payment-methods/${method.code}.png`,
          IsEmbeddedSupported: method.code !== 'ap',
          PaymentCurrencyIso: currency,
        };
      }),
    },
    'Initiated Successfully!',
  );
}

function executePayment(state: FakeState, body: Record<string, unknown>): Answer {
  const currency = str(body.DisplayCurrencyIso) || 'KWD';
  const value = toMinor(body.InvoiceValue, currency);
  const errors: [string, string][] = [];
  if (!FAKE_METHODS.some((method) => method.id === Number(body.PaymentMethodId))) {
    errors.push(['PaymentMethodId', 'Invalid payment method']);
  }
  if (value === null || value <= 0) errors.push(['InvoiceValue', 'Invoice value must be greater than 0']);
  if (!str(body.CallBackUrl)) errors.push(['CallBackUrl', 'The CallBackUrl field is required.']);
  if (errors.length > 0 || value === null) return invalid(errors);
  const outcome = state.outcomes.shift() ?? 'success';
  const processing = (body.ProcessingDetails ?? {}) as Record<string, unknown>;
  const invoice = state.book.addInvoice({
    CustomerReference: str(body.CustomerReference) || null,
    valueMinor: value,
    currency,
    methodId: Number(body.PaymentMethodId),
    callbackUrl: str(body.CallBackUrl),
    errorUrl: str(body.ErrorUrl) || str(body.CallBackUrl),
    customerName: str(body.CustomerName),
    customerEmail: str(body.CustomerEmail) || null,
    customerMobile: str(body.CustomerMobile) || null,
    language: str(body.Language).toUpperCase() || 'EN',
    autoCapture: processing.AutoCapture !== false,
    outcome,
  });
  // The customer pays and closes the tab at the bank: paid, but nobody comes back.
  if (outcome === 'late_success') state.book.act(invoice, 'pay');
  const answer = ok(
    {
      InvoiceId: invoice.InvoiceId,
      IsDirectPayment: false,
      PaymentURL: `${state.url}/KWT/ia/${invoice.InvoiceId}`,
      CustomerReference: invoice.CustomerReference,
      UserDefinedField: null,
      RecurringId: '',
    },
    'Invoice Created Successfully!',
  );
  return outcome === 'timeout' ? [answer[0], answer[1], true] : answer;
}

function getPaymentStatus(state: FakeState, body: Record<string, unknown>): Answer {
  const invoice = state.book.find(str(body.Key), str(body.KeyType));
  if (!invoice) return invalid([['Key', 'Invalid key']]);
  return ok(state.book.statusData(invoice));
}

function makeRefund(state: FakeState, body: Record<string, unknown>): Answer {
  const invoice = state.book.find(str(body.Key), str(body.KeyType));
  if (!invoice) return invalid([['Key', 'Invalid key']]);
  if (invoice.status !== 'Paid') return invalid([], 'The invoice is not paid');
  const amount = toMinor(body.Amount, invoice.currency);
  if (amount === null || amount <= 0) return invalid([['Amount', 'Amount must be greater than 0']]);
  if (amount > invoice.valueMinor - state.book.refundedMinor(invoice)) {
    return invalid([['Amount', 'The refund amount exceeds the remaining invoice value']]);
  }
  const refund = state.book.addRefund(invoice, amount, str(body.Comment));
  return ok(
    {
      Key: str(body.Key),
      RefundId: refund.RefundId,
      RefundReference: refund.RefundReference,
      Amount: amountNumber(amount, invoice.currency),
      Comment: refund.Comments,
    },
    'Refund request submitted successfully',
  );
}

function getRefundStatus(state: FakeState, body: Record<string, unknown>): Answer {
  const key = str(body.Key);
  const refunds = [...state.book.refunds.values()].filter((refund) =>
    body.KeyType === 'RefundId'
      ? String(refund.RefundId) === key
      : body.KeyType === 'RefundReference'
        ? refund.RefundReference === key
        : String(refund.InvoiceId) === key,
  );
  if (refunds.length === 0) return invalid([['Key', 'Invalid key']]);
  return ok({
    RefundStatusResult: refunds.map((refund) => {
      const currency = state.book.invoices.get(refund.InvoiceId)?.currency ?? 'KWD';
      return {
        RefundId: refund.RefundId,
        RefundStatus: refund.RefundStatus,
        InvoiceId: refund.InvoiceId,
        Amount: formatAmount(refund.amountMinor, currency),
        RefundReference: refund.RefundReference,
        Comments: refund.Comments,
      };
    }),
  });
}

function updatePaymentStatus(state: FakeState, body: Record<string, unknown>): Answer {
  const invoice = state.book.find(str(body.Key), str(body.KeyType));
  const tx =
    invoice?.transactions.find((candidate) => candidate.PaymentId === str(body.Key)) ??
    invoice?.transactions.at(-1);
  if (!invoice || !tx) return invalid([['Key', 'Invalid key']]);
  if (tx.TransactionStatus !== 'Authorize') return invalid([], 'The payment is not authorized');
  const capture = str(body.Operation).toLowerCase() === 'capture';
  tx.TransactionStatus = capture ? 'Succss' : 'Canceled';
  invoice.status = capture ? 'Paid' : 'Canceled';
  return ok({ PaymentId: tx.PaymentId, Status: capture ? 'Captured' : 'Released' });
}

export function handleApi(state: FakeState, endpoint: string, body: Record<string, unknown>): Answer {
  switch (endpoint) {
    case 'initiatepayment':
      return initiatePayment(state, body);
    case 'executepayment':
      return executePayment(state, body);
    case 'getpaymentstatus':
      return getPaymentStatus(state, body);
    case 'makerefund':
      return makeRefund(state, body);
    case 'getrefundstatus':
      return getRefundStatus(state, body);
    case 'updatepaymentstatus':
      return updatePaymentStatus(state, body);
    default:
      return [404, { IsSuccess: false, Message: 'Not found', ValidationErrors: null, Data: null }];
  }
}
