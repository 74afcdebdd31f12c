/**
 * MyFatoorah (docs.myfatoorah.com, API v2): the account's methods as pay choices
 * (InitiatePayment), an invoice per attempt (ExecutePayment) whose PaymentURL the customer
 * is sent to, the result read only from GetPaymentStatus (the redirect back carries a
 * paymentId, never proof), Webhook V2, refunds and the capture of authorised payments.
 */
import type {
  AttemptCall,
  MethodList,
  MoneyCall,
  MoneyStatus,
  PaymentProvider,
  PaymentStatus,
  ProviderAccount,
  ProviderHttp,
  ProviderRefs,
  ReturnRead,
  ReturnRequest,
  StartResult,
  WebhookRead,
} from '../provider.ts';
import { callMf, DEFAULT_TIMEOUT_MS, Decimal, minorOf, record, text } from './api.ts';
import { inquireMove, move } from './moves.ts';
import { readPaymentStatus } from './status.ts';
import { readWebhook } from './webhook.ts';

/** MyFatoorah's ids are digits; anything else in a return URL was not written by it. */
const PAYMENT_ID = /^\d{1,40}$/;

/**
 * InitiatePayment prices the pay page's choices while a customer waits for the page: an
 * account that does not answer by then is left out rather than holding the page.
 */
export const METHODS_TIMEOUT_MS = 4_000;

export class MyFatoorahProvider implements PaymentProvider {
  readonly name = 'myfatoorah';

  constructor(
    private readonly http: ProviderHttp,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  async methods(account: ProviderAccount, amountMinor: number, currency: string): Promise<MethodList> {
    const answer = await callMf(
      this.http,
      account,
      'InitiatePayment',
      { InvoiceAmount: Decimal.of(amountMinor, currency), CurrencyIso: currency },
      Math.min(this.timeoutMs, METHODS_TIMEOUT_MS),
    );
    if (answer.kind === 'unreachable') return { ok: false, reason: answer.reason };
    if (answer.kind === 'rejected') return { ok: false, reason: answer.message };
    const listed = Array.isArray(answer.data.PaymentMethods) ? answer.data.PaymentMethods.map(record) : [];
    const methods = listed.flatMap((entry) => {
      const methodCurrency = text(entry.CurrencyIso) || currency;
      const feeMinor = minorOf(entry.ServiceCharge ?? 0, methodCurrency);
      const totalMinor = minorOf(entry.TotalAmount, methodCurrency);
      const method = text(entry.PaymentMethodId);
      if (!method || feeMinor === null || totalMinor === null) return [];
      return [
        {
          method,
          code: text(entry.PaymentMethodCode),
          nameEn: text(entry.PaymentMethodEn),
          nameAr: text(entry.PaymentMethodAr),
          imageUrl: text(entry.ImageUrl) || null,
          feeMinor,
          totalMinor,
          currency: methodCurrency,
        },
      ];
    });
    return { ok: true, methods };
  }

  async start(call: AttemptCall): Promise<StartResult> {
    if (!call.method || !/^\d+$/.test(call.method)) {
      return { status: 'refused', reason: 'No MyFatoorah payment method was chosen' };
    }
    const body: Record<string, unknown> = {
      PaymentMethodId: Number(call.method),
      InvoiceValue: Decimal.of(call.amountMinor, call.currency),
      DisplayCurrencyIso: call.currency,
      CallBackUrl: call.urls.response,
      ErrorUrl: call.urls.error,
      CustomerName: call.customer.name,
      Language: call.lang === 'ar' ? 'AR' : 'EN',
      CustomerReference: call.reference,
    };
    if (call.customer.email) body.CustomerEmail = call.customer.email;
    if (call.customer.phone)
      body.CustomerMobile = call.customer.phone.replace(/^\+?965/, '').replace(/\D/g, '');
    if (call.authorizeOnly) body.ProcessingDetails = { AutoCapture: false };
    const answer = await callMf(this.http, call.account, 'ExecutePayment', body, this.timeoutMs);
    if (answer.kind === 'unreachable') return { status: 'unknown', reason: answer.reason };
    if (answer.kind === 'rejected') return { status: 'refused', reason: answer.message };
    const url = text(answer.data.PaymentURL);
    const invoiceId = text(answer.data.InvoiceId);
    // An invoice may exist without an address to send the customer to: the reference settles it.
    if (!url || !invoiceId)
      return { status: 'unknown', reason: 'ExecutePayment answered without a PaymentURL' };
    return { status: 'redirect', url, refs: { invoice_id: invoiceId } };
  }

  readReturn(_call: AttemptCall, request: ReturnRequest): ReturnRead {
    const fields = { ...request.form, ...request.query };
    const paymentId = fields.paymentId ?? fields.PaymentId ?? fields.paymentid ?? '';
    if (!PAYMENT_ID.test(paymentId)) return { ok: false, reason: 'malformed' };
    const hint = { payment_id: paymentId };
    return { ok: true, claimed: { status: 'pending', refs: hint }, hint, answer: 'browser' };
  }

  async inquire(call: AttemptCall, hint: ProviderRefs = {}): Promise<PaymentStatus> {
    const paymentId = hint.payment_id;
    const key = paymentId
      ? { Key: paymentId, KeyType: 'PaymentId' }
      : call.refs.invoice_id
        ? { Key: call.refs.invoice_id, KeyType: 'InvoiceId' }
        : { Key: call.reference, KeyType: 'CustomerReference' };
    const answer = await callMf(this.http, call.account, 'getPaymentStatus', key, this.timeoutMs);
    return readPaymentStatus(answer, paymentId, call.currency);
  }

  readWebhook(
    account: ProviderAccount,
    headers: Readonly<Record<string, string>>,
    rawBody: string,
  ): WebhookRead {
    return readWebhook(account, headers, rawBody);
  }

  move(call: MoneyCall): Promise<MoneyStatus> {
    return move(this.http, call, this.timeoutMs);
  }

  inquireMove(call: MoneyCall): Promise<MoneyStatus> {
    return inquireMove(this.http, call, this.timeoutMs);
  }

  /** InitiatePayment for 1 KWD: authenticated, creates nothing. */
  async testConnection(account: ProviderAccount): Promise<{ ok: true } | { ok: false; reason: string }> {
    const answer = await callMf(
      this.http,
      account,
      'InitiatePayment',
      { InvoiceAmount: new Decimal('1.000'), CurrencyIso: 'KWD' },
      this.timeoutMs,
    );
    if (answer.kind === 'ok') return { ok: true };
    return { ok: false, reason: answer.kind === 'rejected' ? answer.message : answer.reason };
  }
}
