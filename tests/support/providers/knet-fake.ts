import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readKnetAmount } from '../../../server/gateways/knet/account.ts';
import { decryptTrandata, encryptTrandata } from '../../../server/gateways/knet/cipher.ts';
import { parsePlainFields } from '../../../server/gateways/knet/result.ts';
import { bankPage, CLOSED_PAGE, errorRedirect } from './knet-fake-page.ts';
import {
  KnetFakeState,
  type KnetOutcome,
  type KnetTransaction,
  PAY_OUTCOMES,
  TRANPORTAL_OUTCOMES,
} from './knet-fake-state.ts';
import { answerTranportal } from './knet-fake-tranportal.ts';

export type { KnetOutcome, KnetTransaction } from './knet-fake-state.ts';

export interface KnetFakeOptions {
  port?: number;
  resourceKey: string;
  tranportalId: string;
  password: string;
}

/** Everything the fake was sent, decrypted where it came encrypted. */
export type KnetSent =
  | { kind: 'payment_init'; fields: Record<string, string> }
  | { kind: 'tranportal'; fields: Record<string, string>; raw: string }
  | { kind: 'response_leg'; url: string; body: string; answer: string };

export interface KnetFake {
  url: string;
  /** Queues outcomes; each is used once by the first call it applies to. Unqueued, Pay succeeds. */
  next(...outcomes: KnetOutcome[]): void;
  sent: KnetSent[];
  transactions: KnetTransaction[];
  close(): Promise<void>;
}

/**
 * A local KNET (hosted page and tranportal) speaking the wire format of the merchant manual
 * K-064 and the bank's kit: encrypted paymentInit, the response leg POSTed server to server and
 * answered `REDIRECT=<url>`, the error leg in clear, inquiry and refund as bare XML elements.
 */
export async function startKnetFake(options: KnetFakeOptions): Promise<KnetFake> {
  const state = new KnetFakeState(() => new Date());
  const sent: KnetSent[] = [];
  const held = new Set<ServerResponse>();

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    if (req.method === 'GET' && url.pathname === '/kpg/PaymentHTTP.htm') return paymentInit(url, res);
    if (req.method === 'POST' && url.pathname === '/kpg/fake/pay')
      return pay(new URLSearchParams(body).get('paymentid'), res);
    if (req.method === 'POST' && url.pathname === '/kpg/fake/cancel')
      return cancel(new URLSearchParams(body).get('paymentid'), res);
    if (req.method === 'POST' && url.pathname === '/kpg/tranPipe.htm') return tranportal(body, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }

  function paymentInit(url: URL, res: ServerResponse) {
    const errorUrl = url.searchParams.get('errorURL') ?? '';
    const plain = decryptTrandata(url.searchParams.get('trandata') ?? '', options.resourceKey);
    const fields = plain === null ? {} : parsePlainFields(plain);
    sent.push({ kind: 'payment_init', fields });
    const refuse = (code: string, text: string) =>
      redirect(res, errorRedirect(errorUrl, { Error: code, ErrorText: `${code}-${text}` }));
    if (url.searchParams.get('tranportalId') !== options.tranportalId)
      return refuse('IPAY0100006', 'Invalid tranportal ID');
    if (plain === null) return refuse('IPAY0100013', 'Invalid transaction data');
    if (fields.id !== options.tranportalId)
      return refuse('IPAY0100014', 'Terminal Authentication requested with invalid tranportal ID data');
    if (fields.password !== options.password) return refuse('IPAY0100015', 'Invalid tranportal password');
    if (fields.currencycode !== '414') return refuse('IPAY0100022', 'Invalid currency');
    if (readKnetAmount(fields.amt) === null) return refuse('IPAY0100024', 'Invalid amount');
    const paymentid = state.nextId('10');
    state.sessions.set(paymentid, { paymentid, fields });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bankPage(paymentid, fields));
  }

  function transaction(paymentid: string, fields: Record<string, string>, result: string): KnetTransaction {
    const done = result === 'CAPTURED' || result === 'APPROVED' || result === 'NOT CAPTURED';
    return {
      action: fields.action ?? '1',
      paymentid,
      tranid: done ? state.nextId('20') : '',
      trackid: fields.trackid ?? '',
      amountMinor: readKnetAmount(fields.amt) ?? 0,
      result,
      ref: done ? state.nextId('41') : '',
      auth: result === 'NOT CAPTURED' || !done ? '' : String(100000 + state.transactions.length).slice(-6),
      postdate: done ? state.postdate() : '',
      udf: [1, 2, 3, 4, 5].map((n) => fields[`udf${n}`] ?? ''),
      original: '',
      refundedMinor: 0,
    };
  }

  async function pay(paymentid: string | null, res: ServerResponse) {
    const session = paymentid ? state.sessions.get(paymentid) : undefined;
    if (!session) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown payment');
    state.sessions.delete(session.paymentid);
    const outcome = state.take(PAY_OUTCOMES) ?? 'success';
    const success = session.fields.action === '4' ? 'APPROVED' : 'CAPTURED';
    const result = outcome === 'decline' ? 'NOT CAPTURED' : outcome === 'cancel' ? 'CANCELED' : success;
    const tx = transaction(session.paymentid, session.fields, result);
    state.transactions.push(tx);
    if (outcome === 'late_success') {
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CLOSED_PAGE);
    }
    let trandata = encryptTrandata(KnetFakeState.plain(tx), options.resourceKey);
    if (outcome === 'tampered') trandata = flipBytes(trandata);
    const responseUrl = session.fields.responseURL ?? '';
    const answers: string[] = [];
    for (let i = 0; i < (outcome === 'duplicate' ? 2 : 1); i++) {
      answers.push(await responseLeg(responseUrl, `trandata=${trandata}`));
    }
    const target = /^REDIRECT=(\S+)\s*$/.exec(answers[0] ?? '')?.[1];
    if (target) return redirect(res, target);
    // The merchant did not answer REDIRECT=…: KNET voids the payment (manual 9.2.1) and sends the customer to errorURL.
    tx.result = 'VOIDED';
    redirect(
      res,
      errorRedirect(session.fields.errorURL ?? '', {
        paymentid: tx.paymentid,
        trackid: tx.trackid,
        Error: 'IPAY0100044',
        ErrorText: 'IPAY0100044-Problem occurred while loading payment page',
      }),
    );
  }

  function cancel(paymentid: string | null, res: ServerResponse) {
    const session = paymentid ? state.sessions.get(paymentid) : undefined;
    if (!session) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown payment');
    state.sessions.delete(session.paymentid);
    state.transactions.push(transaction(session.paymentid, session.fields, 'CANCELED'));
    redirect(
      res,
      errorRedirect(session.fields.errorURL ?? '', {
        paymentid: session.paymentid,
        trackid: session.fields.trackid ?? '',
        amt: session.fields.amt ?? '',
        ErrorText: 'CANCELED-Transaction canceled by the customer',
      }),
    );
  }

  async function responseLeg(url: string, body: string): Promise<string> {
    let answer: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      answer = await response.text();
    } catch (err) {
      answer = `(no answer: ${err instanceof Error ? err.message : String(err)})`;
    }
    sent.push({ kind: 'response_leg', url, body, answer });
    return answer;
  }

  function tranportal(body: string, res: ServerResponse) {
    sent.push({ kind: 'tranportal', fields: parseFields(body), raw: body });
    const outcome = state.take(TRANPORTAL_OUTCOMES);
    if (outcome === 'timeout') return void held.add(res);
    if (outcome === 'server_error')
      return void res.writeHead(500, { 'content-type': 'text/html' }).end('<html>Error</html>');
    if (outcome === 'garbled')
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end('Service Unavailable');
    const answer = answerTranportal(state, options, body, () => state.take(['refund_refused']) !== null);
    res.writeHead(200, { 'content-type': 'application/xml' }).end(answer);
  }

  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    next: (...outcomes) => void state.queue.push(...outcomes),
    sent,
    transactions: state.transactions,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/<([A-Za-z_]\w*)>([^<]*)<\/\1>/g))
    fields[match[1] as string] = match[2] as string;
  return fields;
}

/**
 * Flips a byte of the second-to-last cipher block: in CBC that garbles its own block and flips
 * the padding length of the last one, so the result is refused whatever the plain text was.
 */
function flipBytes(hex: string): string {
  const bytes = Buffer.from(hex, 'hex');
  const at = bytes.length - 17;
  bytes[at] = (bytes[at] ?? 0) ^ 0x5a;
  return bytes.toString('hex');
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location }).end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
