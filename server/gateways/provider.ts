/**
 * What every payment provider adapter does (issue 24's boundary). The payments core
 * calls these outside any database transaction: it first commits an intent (an attempt,
 * or a pending movement) with a unique reference, then calls the provider, then commits
 * the outcome. An adapter never touches the database and never throws for a provider's
 * answer or silence: a timeout or a network failure is `unknown`, which the core settles
 * later by inquiry, never by asking again blindly.
 */
import type { OutboundRequest, OutboundResult } from '../lib/outbound/request.ts';

/** How an adapter reaches its provider: the outbound guard, with the server's policy applied. */
export type ProviderHttp = (request: OutboundRequest) => Promise<OutboundResult>;

/** A merchant's account with one provider, decrypted for the call; never logged or sent to a browser. */
export interface ProviderAccount {
  mode: 'test' | 'live';
  /** Field name → value, as `CREDENTIAL_FIELDS` (src/domain/gateway-credentials.ts) declares. */
  credentials: Readonly<Record<string, string>>;
}

/**
 * What a provider told us about an attempt or a movement, kept on its row and shown where a
 * customer needs it for a dispute (KNET: payment_id, reference, auth, tran_id; MyFatoorah:
 * invoice_id, payment_id, reference_id, track_id, authorization_id, refund_id).
 */
export type ProviderRefs = Readonly<Record<string, string>>;

/** One payment attempt as a provider sees it. */
export interface AttemptCall {
  account: ProviderAccount;
  /**
   * Our unique reference for this attempt: 20 digits, sent as KNET's trackid and
   * MyFatoorah's CustomerReference, echoed back and compared before anything is applied.
   */
  reference: string;
  /** What the customer is charged, fee included, in the currency's minor units. */
  amountMinor: number;
  /** ISO 4217 code, e.g. KWD. */
  currency: string;
  lang: 'en' | 'ar';
  /** Authorise only (capture later) instead of a purchase. */
  authorizeOnly: boolean;
  /** What the provider gave when the attempt started (MyFatoorah's invoice_id); {} before. */
  refs: ProviderRefs;
  /** The provider's own method for this pay choice (a MyFatoorah PaymentMethodId), if any. */
  method: string | null;
  customer: { name: string; email: string | null; phone: string | null };
  /** Where the provider reports this attempt: KNET's responseURL and errorURL, MyFatoorah's CallBackUrl and ErrorUrl. */
  urls: { response: string; error: string };
}

export type StartResult =
  /** Send the customer's browser here; `refs` are stored on the attempt before it goes. */
  | { status: 'redirect'; url: string; refs: ProviderRefs }
  /** The provider rejected the request (bad credentials, a validation error); nothing was charged. */
  | { status: 'refused'; reason: string }
  /** No answer: the attempt's reference settles it by inquiry. */
  | { status: 'unknown'; reason: string };

/**
 * What the provider says about a payment. The core applies `paid`/`authorized` only when
 * `bound` matches the stored attempt: reference (or the stored invoice id), amount, currency.
 */
export type PaymentStatus =
  | { status: 'paid' | 'authorized'; bound: Binding; refs: ProviderRefs }
  | { status: 'declined' | 'canceled'; reason: string; refs: ProviderRefs }
  /** The provider knows the attempt and it is not final yet. */
  | { status: 'pending'; refs: ProviderRefs }
  /** The provider has no record of the attempt (a customer who never reached the bank page). */
  | { status: 'not_found' }
  /** Could not ask: timeout, network, an error answer. */
  | { status: 'unknown'; reason: string };

/** What ties a provider's answer to one attempt; compared by the core, never by the adapter alone. */
export interface Binding {
  /** Our reference as the provider echoed it (trackid, CustomerReference), or null when it echoes none. */
  reference: string | null;
  /** The provider's invoice id, for providers that bind by it (MyFatoorah), else null. */
  invoiceId: string | null;
  amountMinor: number;
  currency: string;
}

/** A request the provider (or the customer's browser, sent by it) made to one attempt's URLs. */
export interface ReturnRequest {
  /** Which of `AttemptCall.urls` was called. */
  leg: 'response' | 'error';
  method: 'GET' | 'POST';
  /** Query string and urlencoded form fields, as received. */
  query: Readonly<Record<string, string>>;
  form: Readonly<Record<string, string>>;
}

export type ReturnRead =
  | {
      ok: true;
      /**
       * What the request claims; untrusted. The core confirms it with `inquire(call, hint)`
       * before applying a success (KNET's trandata is encrypted, not authenticated).
       */
      claimed: PaymentStatus;
      /** Keys the request carried that make the inquiry precise (MyFatoorah's paymentId). */
      hint: ProviderRefs;
      /**
       * How this leg is answered: `text` for KNET's server-to-server response leg, which
       * wants a plain-text `REDIRECT=<url>` body; `browser` for a 303 to the result page.
       */
      answer: 'text' | 'browser';
    }
  | { ok: false; reason: 'malformed' | 'tampered' | 'mismatch' };

/** One webhook delivery, verified. */
export type WebhookRead =
  | {
      ok: true;
      /** Unique per event; a second delivery of the same id changes nothing. */
      eventId: string;
      event:
        | { kind: 'payment'; reference: string | null; invoiceId: string | null; claimed: PaymentStatus }
        | { kind: 'refund'; refundId: string; status: MoneyStatus }
        | { kind: 'ignored' };
    }
  | { ok: false; reason: 'signature' | 'malformed' };

export type MoneyKind = 'refund' | 'capture' | 'void';

/** One refund, capture or void of a paid (or authorised) attempt. */
export interface MoneyCall {
  account: ProviderAccount;
  kind: MoneyKind;
  /** The attempt it moves money on: its reference, refs (payment_id, invoice_id…), amount and currency. */
  attempt: { reference: string; refs: ProviderRefs; amountMinor: number; currency: string };
  /** Our unique reference for this movement (KNET's trackid for the refund, an idempotency key elsewhere). */
  reference: string;
  amountMinor: number;
  /** What the provider gave when the movement was asked for (MyFatoorah's refund_id); {} before. */
  refs: ProviderRefs;
}

export type MoneyStatus =
  | { status: 'done'; refs: ProviderRefs }
  /** Accepted, not final (MyFatoorah's refunds): settled later by webhook or inquiry. */
  | { status: 'pending'; refs: ProviderRefs }
  | { status: 'refused'; reason: string; refs: ProviderRefs }
  /** The provider has no record of this movement: it was never received, so it may be asked for again. */
  | { status: 'not_found' }
  | { status: 'unknown'; reason: string };

/** A pay choice a provider's account offers (MyFatoorah's InitiatePayment), with its fee. */
export interface ProviderMethod {
  method: string;
  code: string;
  nameEn: string;
  nameAr: string;
  imageUrl: string | null;
  feeMinor: number;
  totalMinor: number;
  currency: string;
}

/** The account's pay choices, or why the provider could not list them (logged, never guessed past). */
export type MethodList = { ok: true; methods: ProviderMethod[] } | { ok: false; reason: string };

export interface PaymentProvider {
  /** The `gateways.adapter` value this adapter serves. */
  readonly name: string;
  /** Builds the bank page's address (KNET) or creates the invoice (MyFatoorah). */
  start(call: AttemptCall): Promise<StartResult>;
  /** Reads what arrived at one of the attempt's URLs; decrypts, parses and compares, no network. */
  readReturn(call: AttemptCall, request: ReturnRequest): ReturnRead;
  /** Asks the provider what became of the attempt; `hint` narrows the question (a paymentId). */
  inquire(call: AttemptCall, hint?: ProviderRefs): Promise<PaymentStatus>;
  /** Verifies a webhook delivery (signature first) and reads it; providers without webhooks omit it. */
  readWebhook?(
    account: ProviderAccount,
    headers: Readonly<Record<string, string>>,
    rawBody: string,
  ): WebhookRead;
  move(call: MoneyCall): Promise<MoneyStatus>;
  /** What became of a movement asked for earlier (a pending refund, or one whose answer never came). */
  inquireMove(call: MoneyCall): Promise<MoneyStatus>;
  /** The pay choices the account offers for an amount; providers with one fixed choice omit it. */
  methods?(account: ProviderAccount, amountMinor: number, currency: string): Promise<MethodList>;
  /** The provider's lightest authenticated call, for the "Test connection" button. */
  testConnection(account: ProviderAccount): Promise<{ ok: true } | { ok: false; reason: string }>;
}
