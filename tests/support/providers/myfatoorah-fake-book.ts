/**
 * What the MyFatoorah fake keeps: invoices with their transactions, refunds, and the
 * Webhook V2 events it builds from them. Field names, status words and their spellings
 * ("Succss", "TransationValue", currency "KD") follow GetPaymentStatus and the V2 data
 * models on docs.myfatoorah.com.
 */
import { currencyDecimals, formatAmount, parseDecimal } from '../../../src/domain/money.ts';

/** What the customer does at the hosted page, or what happens instead (see startMyFatoorahFake). */
export type PayOutcome = 'success' | 'decline' | 'cancel' | 'timeout' | 'late_success';
export type PageAction = 'pay' | 'decline' | 'cancel';

export interface FakeTransaction {
  PaymentId: string;
  TransactionStatus: 'InProgress' | 'Succss' | 'Failed' | 'Canceled' | 'Authorize';
  Error: string | null;
  ReferenceId: string;
  TrackId: string;
  AuthorizationId: string;
  PaymentGateway: string;
  TransactionDate: string;
}

export interface FakeInvoice {
  InvoiceId: number;
  CustomerReference: string | null;
  /** Minor units of `currency`. */
  valueMinor: number;
  currency: string;
  methodId: number;
  callbackUrl: string;
  errorUrl: string;
  customerName: string;
  customerEmail: string | null;
  customerMobile: string | null;
  language: string;
  autoCapture: boolean;
  outcome: PayOutcome;
  status: 'Pending' | 'Paid' | 'Canceled';
  transactions: FakeTransaction[];
  createdAt: string;
}

export interface FakeRefund {
  RefundId: number;
  RefundReference: string;
  InvoiceId: number;
  amountMinor: number;
  Comments: string;
  RefundStatus: 'PENDING' | 'REFUNDED' | 'CANCELED';
}

/** The methods a Kuwaiti test account offers, with their service charges. */
export const FAKE_METHODS = [
  { id: 1, code: 'kn', en: 'KNET', ar: 'كي نت', fixedMinor: 250, percent: 0, gateway: 'KNET' },
  {
    id: 2,
    code: 'vm',
    en: 'VISA/MASTER',
    ar: 'فيزا / ماستر',
    fixedMinor: 0,
    percent: 2.5,
    gateway: 'VISA/MASTER',
  },
  { id: 11, code: 'ap', en: 'Apple Pay', ar: 'أبل الدفع', fixedMinor: 0, percent: 2.5, gateway: 'Apple Pay' },
] as const;

/** Transactions write the dinar as "KD". */
export const currencyWord = (currency: string) => (currency === 'KWD' ? 'KD' : currency);

export const toMinor = (value: unknown, currency: string): number | null => {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const parsed = parseDecimal(String(value), currencyDecimals(currency));
  return parsed.ok ? parsed.minor : null;
};

/** A JSON number for an amount, as MyFatoorah writes them. */
export const amountNumber = (minor: number, currency: string) => Number(formatAmount(minor, currency));

/** A method's service charge as the account's contract sets it: a fixed part and a percentage. */
export interface ChargeRule {
  fixedMinor: number;
  percent: number;
}

export function serviceChargeMinor(rule: ChargeRule, amountMinor: number): number {
  return rule.fixedMinor + Math.ceil((amountMinor * rule.percent) / 100);
}

export class FakeBook {
  readonly invoices = new Map<number, FakeInvoice>();
  readonly refunds = new Map<number, FakeRefund>();
  #nextInvoice = 6_409_988;
  #nextRefund = 31_000;
  #nextEvent = 1;

  addInvoice(fields: Omit<FakeInvoice, 'InvoiceId' | 'status' | 'transactions' | 'createdAt'>): FakeInvoice {
    const invoice: FakeInvoice = {
      ...fields,
      InvoiceId: this.#nextInvoice++,
      status: 'Pending',
      transactions: [],
      createdAt: new Date().toISOString(),
    };
    this.invoices.set(invoice.InvoiceId, invoice);
    return invoice;
  }

  /** What a press of the hosted page's button does; returns the new transaction. */
  act(invoice: FakeInvoice, action: PageAction): FakeTransaction {
    const serial = String(invoice.transactions.length + 1);
    const method = FAKE_METHODS.find((candidate) => candidate.id === invoice.methodId) ?? FAKE_METHODS[0];
    const success = action === 'pay';
    const tx: FakeTransaction = {
      PaymentId: `0707${String(invoice.InvoiceId).padStart(10, '0')}${serial.padStart(6, '0')}`,
      TransactionStatus: success
        ? invoice.autoCapture
          ? 'Succss'
          : 'Authorize'
        : action === 'decline'
          ? 'Failed'
          : 'Canceled',
      Error:
        action === 'decline'
          ? 'Declined by the issuer'
          : action === 'cancel'
            ? 'Canceled by the customer'
            : null,
      ReferenceId: `${invoice.InvoiceId}${serial}0001`,
      TrackId: `${new Date().toISOString().slice(0, 10)}_${invoice.InvoiceId}${serial}`,
      AuthorizationId: success ? `B${String(invoice.InvoiceId).slice(-5)}` : '',
      PaymentGateway: method.gateway,
      TransactionDate: new Date().toISOString(),
    };
    invoice.transactions.push(tx);
    if (tx.TransactionStatus === 'Succss') invoice.status = 'Paid';
    return tx;
  }

  paymentOf(paymentId: string): FakeInvoice | undefined {
    return [...this.invoices.values()].find((invoice) =>
      invoice.transactions.some((tx) => tx.PaymentId === paymentId),
    );
  }

  find(key: string, keyType: string): FakeInvoice | undefined {
    if (keyType === 'InvoiceId') return this.invoices.get(Number(key));
    if (keyType === 'PaymentId') return this.paymentOf(key);
    if (keyType === 'CustomerReference') {
      return [...this.invoices.values()].filter((invoice) => invoice.CustomerReference === key).at(-1);
    }
    return undefined;
  }

  refundedMinor(invoice: FakeInvoice): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.InvoiceId === invoice.InvoiceId && refund.RefundStatus !== 'CANCELED')
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
  }

  addRefund(invoice: FakeInvoice, amountMinor: number, comments: string): FakeRefund {
    const id = this.#nextRefund++;
    const refund: FakeRefund = {
      RefundId: id,
      RefundReference: `2025${String(id).padStart(6, '0')}`,
      InvoiceId: invoice.InvoiceId,
      amountMinor,
      Comments: comments,
      RefundStatus: 'PENDING',
    };
    this.refunds.set(id, refund);
    return refund;
  }

  /** GetPaymentStatus's Data for an invoice. */
  statusData(invoice: FakeInvoice): Record<string, unknown> {
    const value = amountNumber(invoice.valueMinor, invoice.currency);
    return {
      InvoiceId: invoice.InvoiceId,
      InvoiceStatus: invoice.status,
      InvoiceReference: `2025${String(invoice.InvoiceId).slice(-6)}`,
      CustomerReference: invoice.CustomerReference,
      CreatedDate: invoice.createdAt,
      InvoiceValue: value,
      InvoiceDisplayValue: `${formatAmount(invoice.valueMinor, invoice.currency)} ${currencyWord(invoice.currency)}`,
      CustomerName: invoice.customerName,
      CustomerMobile: invoice.customerMobile,
      CustomerEmail: invoice.customerEmail,
      UserDefinedField: null,
      InvoiceTransactions: invoice.transactions.map((tx) => ({
        ...tx,
        TransactionId: tx.ReferenceId,
        TransationValue: formatAmount(invoice.valueMinor, invoice.currency),
        CustomerServiceCharge: '0.000',
        DueValue: formatAmount(invoice.valueMinor, invoice.currency),
        PaidCurrency: currencyWord(invoice.currency),
        PaidCurrencyValue: formatAmount(invoice.valueMinor, invoice.currency),
        Currency: currencyWord(invoice.currency),
      })),
    };
  }

  #event(code: number, name: string, data: Record<string, unknown>) {
    return {
      Event: {
        Code: code,
        Name: name,
        CountryIsoCode: 'KWT',
        CreationDate: new Date().toISOString().slice(0, 19),
        Reference: `WH-${String(this.#nextEvent++).padStart(8, '0')}`,
      },
      Data: data,
    };
  }

  /** A PAYMENT_STATUS_CHANGED event for the invoice's latest transaction. */
  paymentEvent(invoice: FakeInvoice) {
    const tx = invoice.transactions.at(-1);
    const value = formatAmount(invoice.valueMinor, invoice.currency);
    const status = {
      Succss: 'SUCCESS',
      Failed: 'FAILED',
      Canceled: 'CANCELED',
      Authorize: 'AUTHORIZE',
    } as const;
    return this.#event(1, 'PAYMENT_STATUS_CHANGED', {
      Invoice: {
        Id: String(invoice.InvoiceId),
        Status: invoice.status.toUpperCase(),
        Reference: `2025${String(invoice.InvoiceId).slice(-6)}`,
        CreationDate: invoice.createdAt,
        ExternalIdentifier: null,
        UserDefinedField: null,
      },
      Transaction: tx
        ? {
            Status: tx.TransactionStatus === 'InProgress' ? 'PENDING' : status[tx.TransactionStatus],
            PaymentMethod: tx.PaymentGateway,
            PaymentId: tx.PaymentId,
            ReferenceId: tx.ReferenceId,
            TrackId: tx.TrackId,
            AuthorizationId: tx.AuthorizationId,
            TransactionDate: tx.TransactionDate,
            Error: tx.Error ? { Code: 'MF020', Message: tx.Error } : null,
          }
        : null,
      Customer: {
        Reference: invoice.CustomerReference,
        Name: invoice.customerName,
        Mobile: invoice.customerMobile,
        Email: invoice.customerEmail,
      },
      Amount: {
        BaseCurrency: invoice.currency,
        ValueInBaseCurrency: value,
        DisplayCurrency: invoice.currency,
        ValueInDisplayCurrency: value,
        PayCurrency: invoice.currency,
        ValueInPayCurrency: value,
      },
    });
  }

  /** A REFUND_STATUS_CHANGED event for the refund's current state. */
  refundEvent(refund: FakeRefund) {
    const invoice = this.invoices.get(refund.InvoiceId);
    const currency = invoice?.currency ?? 'KWD';
    return this.#event(2, 'REFUND_STATUS_CHANGED', {
      Refund: { Id: String(refund.RefundId), Status: refund.RefundStatus, Reference: refund.RefundReference },
      Amount: { BaseCurrency: currency, ValueInBaseCurrency: formatAmount(refund.amountMinor, currency) },
      ReferencedInvoice: { Id: String(refund.InvoiceId) },
    });
  }
}
