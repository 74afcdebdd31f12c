/**
 * A local MyFatoorah (API v2) for tests and the browser: a real HTTP server speaking the
 * JSON envelope (IsSuccess, Message, ValidationErrors, Data), checking the bearer token,
 * serving a hosted page at each PaymentURL and posting signed Webhook V2 events. The test
 * chooses what happens: `next(outcome)` for the next ExecutePayment, `failNext` for any
 * endpoint, `setCharge` for the service charge InitiatePayment quotes, `settleRefund` for a
 * pending refund, `sendWebhook` for deliveries, `holdUntilCallerGone` for a caller killed
 * while its call is in flight.
 */
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { handleApi } from './myfatoorah-fake-api.ts';
import { type ChargeRule, FakeBook, type PageAction, type PayOutcome } from './myfatoorah-fake-book.ts';
import { hostedPage } from './myfatoorah-fake-page.ts';

export type FailKind = 'timeout' | 'busy' | 'server_error';

/** Where a held call waits: before MyFatoorah carries it out, or after, with its answer unsent. */
export type HoldPoint = 'before' | 'after';

export interface SentRequest {
  endpoint: string;
  authorization: string;
  body: Record<string, unknown>;
  /** The JSON text as sent, where amounts keep their written digits ("12.500"). */
  raw: string;
}

export interface FakeState {
  book: FakeBook;
  outcomes: PayOutcome[];
  url: string;
  /** Service charges the test set per PaymentMethodId, over FAKE_METHODS' own. */
  charges: Map<number, ChargeRule>;
}

/** The properties Webhook V2 signs per Event.Code (docs.myfatoorah.com/docs/webhook-signature), written out again as an oracle. */
const SIGNED: Record<number, [string, string][]> = {
  1: [
    ['Invoice', 'Id'],
    ['Invoice', 'Status'],
    ['Transaction', 'Status'],
    ['Transaction', 'PaymentId'],
    ['Invoice', 'ExternalIdentifier'],
  ],
  2: [
    ['Refund', 'Id'],
    ['Refund', 'Status'],
    ['Amount', 'ValueInBaseCurrency'],
    ['ReferencedInvoice', 'Id'],
  ],
};

type V2Event = { Event: { Code: number }; Data: Record<string, unknown> };

export function signEvent(event: V2Event, secret: string): string {
  const signed = (SIGNED[event.Event.Code] ?? [])
    .map(
      ([object, property]) =>
        `${object}.${property}=${String((event.Data[object] as Record<string, unknown> | null)?.[property] ?? '')}`,
    )
    .join(',');
  return createHmac('sha256', secret).update(signed, 'utf8').digest('base64');
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startMyFatoorahFake(options: {
  port?: number;
  token: string;
  webhookSecret: string;
  /** How long a "timeout" keeps the caller waiting; longer than the adapter's timeout in the test. */
  slowMs?: number;
}) {
  const slowMs = options.slowMs ?? 1500;
  const closing = new AbortController();
  const state: FakeState = { book: new FakeBook(), outcomes: [], url: '', charges: new Map() };
  const sent: SentRequest[] = [];
  const failures = new Map<string, FailKind[]>();
  const pageAnswers = new Map<number, string>();
  const holds = new Map<string, { point: HoldPoint; reached: () => void }>();

  const respond = (response: ServerResponse, status: number, body: unknown) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };

  const slow = () => delay(slowMs, undefined, { signal: closing.signal }).catch(() => undefined);

  async function page(request: IncomingMessage, response: ServerResponse, invoiceId: number) {
    const invoice = state.book.invoices.get(invoiceId);
    if (!invoice) return respond(response, 404, { IsSuccess: false, Message: 'Invoice not found' });
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(hostedPage(invoice));
    }
    const action = new URLSearchParams(await readBody(request)).get('action') as PageAction | null;
    if (action !== 'pay' && action !== 'decline' && action !== 'cancel') return respond(response, 400, {});
    if (invoice.status !== 'Pending')
      return respond(response, 409, { IsSuccess: false, Message: `Invoice ${invoice.status}` });
    const tx = state.book.act(invoice, action);
    const target = new URL(action === 'pay' ? invoice.callbackUrl : invoice.errorUrl);
    target.searchParams.set('paymentId', tx.PaymentId);
    target.searchParams.set('Id', tx.PaymentId);
    pageAnswers.set(invoiceId, target.toString());
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const hosted = /^\/KWT\/ia\/(\d+)$/.exec(path);
    const work = hosted
      ? page(request, response, Number(hosted[1]))
      : (async () => {
          const endpoint = path.replace(/^\/v2\//i, '').toLowerCase();
          const raw = await readBody(request);
          const authorization = request.headers.authorization ?? '';
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(raw || '{}') as Record<string, unknown>;
          } catch {
            return respond(response, 400, {
              IsSuccess: false,
              Message: 'Invalid JSON',
              ValidationErrors: null,
              Data: null,
            });
          }
          sent.push({ endpoint, authorization, body, raw });
          // MyFatoorah answers a wrong token with a bare 401.
          if (authorization !== `Bearer ${options.token}`) return respond(response, 401, undefined);
          const failure = failures.get(endpoint)?.shift();
          if (failure === 'busy') return respond(response, 429, { Message: 'Too many requests' });
          if (failure === 'server_error') return respond(response, 500, undefined);
          const hold = holds.get(endpoint);
          holds.delete(endpoint);
          const callerGone = hold && once(response, 'close');
          if (hold?.point === 'before') {
            hold.reached();
            // The caller died before its call left it: MyFatoorah never heard of it.
            return void (await callerGone);
          }
          // A timeout is an answer lost on the way back: the request itself was carried out.
          const [status, answer, late] = handleApi(state, endpoint, body);
          if (hold) {
            hold.reached();
            return void (await callerGone);
          }
          if (late || failure === 'timeout') await slow();
          respond(response, status, answer);
        })();
    work.catch((err: Error) => respond(response, 500, { Message: err.message }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const invoiceAt = (paymentUrl: string) => Number(new URL(paymentUrl).pathname.split('/').at(-1));

  return {
    url: state.url,
    book: state.book,
    sent,
    /** What the next ExecutePayment's customer does (default "success"). */
    next(outcome: PayOutcome) {
      state.outcomes.push(outcome);
    },
    /** The account's charge for one method from now on, as when MyFatoorah changes its contract. */
    setCharge(methodId: number, rule: ChargeRule) {
      state.charges.set(methodId, rule);
    },
    failNext(endpoint: string, kind: FailKind) {
      const key = endpoint.toLowerCase();
      failures.set(key, [...(failures.get(key) ?? []), kind]);
    },
    /**
     * Holds the next call to `endpoint` until its caller goes away (a test kills it), never
     * answering; resolves once the call reached `point`.
     */
    holdUntilCallerGone(endpoint: string, point: HoldPoint): Promise<void> {
      return new Promise((reached) => holds.set(endpoint.toLowerCase(), { point, reached }));
    },
    /** A browser pressing one of the hosted page's buttons; the address it is sent back to. */
    async press(paymentUrl: string, action: PageAction): Promise<string> {
      const answer = await fetch(paymentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action }).toString(),
        redirect: 'manual',
      });
      return answer.headers.get('location') ?? '';
    },
    /** The customer of the invoice doing what `next` chose; null when they never come back. */
    async customer(paymentUrl: string): Promise<string | null> {
      const invoice = state.book.invoices.get(invoiceAt(paymentUrl));
      const action = { success: 'pay', decline: 'decline', cancel: 'cancel' } as const;
      const outcome = invoice?.outcome ?? 'success';
      if (outcome === 'late_success' || outcome === 'timeout') return null;
      return this.press(paymentUrl, action[outcome]);
    },
    /** The customer pays and closes the tab before MyFatoorah sends them back. */
    payWithoutReturn(invoiceId: number | string) {
      const invoice = state.book.invoices.get(Number(invoiceId));
      if (!invoice) throw new Error(`No invoice ${invoiceId}`);
      return state.book.act(invoice, 'pay');
    },
    /** Where the hosted page last sent the invoice's customer. */
    returnedTo: (invoiceId: number) => pageAnswers.get(invoiceId) ?? null,
    settleRefund(refundId: number | string, result: 'done' | 'refused') {
      const refund = state.book.refunds.get(Number(refundId));
      if (!refund) throw new Error(`No refund ${refundId}`);
      refund.RefundStatus = result === 'done' ? 'REFUNDED' : 'CANCELED';
      return refund;
    },
    paymentEvent(invoiceId: number | string) {
      const invoice = state.book.invoices.get(Number(invoiceId));
      if (!invoice) throw new Error(`No invoice ${invoiceId}`);
      return state.book.paymentEvent(invoice);
    },
    refundEvent(refundId: number | string) {
      const refund = state.book.refunds.get(Number(refundId));
      if (!refund) throw new Error(`No refund ${refundId}`);
      return state.book.refundEvent(refund);
    },
    /** Posts a Webhook V2 event `times` times (a duplicate delivery repeats the same event); the HTTP statuses. */
    async sendWebhook(target: { url: string; event: V2Event; times?: number; badSignature?: boolean }) {
      const body = JSON.stringify(target.event);
      const signature = signEvent(
        target.event,
        target.badSignature ? `${options.webhookSecret}x` : options.webhookSecret,
      );
      const statuses: number[] = [];
      for (let delivery = 0; delivery < (target.times ?? 1); delivery++) {
        const answer = await fetch(target.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'myfatoorah-signature': signature },
          body,
        });
        statuses.push(answer.status);
      }
      return statuses;
    },
    async close() {
      closing.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type MyFatoorahFake = Awaited<ReturnType<typeof startMyFatoorahFake>>;
