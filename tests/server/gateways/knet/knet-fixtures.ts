import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { KnetProvider } from '../../../../server/gateways/knet/knet-provider.ts';
import type {
  AttemptCall,
  MoneyCall,
  ProviderAccount,
  ReturnRead,
} from '../../../../server/gateways/provider.ts';
import { outboundRequest } from '../../../../server/lib/outbound/request.ts';
import { type KnetFake, startKnetFake } from '../../../support/providers/knet-fake.ts';

export const KNET = {
  resourceKey: 'Q7V2M9K4T1X8B5N3',
  tranportalId: '900001',
  password: 'Tp#4471pass',
} as const;

export function accountFor(fake: KnetFake, password: string = KNET.password): ProviderAccount {
  return {
    mode: 'test',
    credentials: {
      tranportal_id: KNET.tranportalId,
      tranportal_password: password,
      resource_key: KNET.resourceKey,
      base_url: fake.url,
    },
  };
}

/** The merchant side: answers KNET's response leg with REDIRECT=… and keeps what the adapter read on each leg. */
export interface Merchant {
  origin: string;
  /** The attempt the merchant is expecting; each test sets it before paying. */
  call: AttemptCall | null;
  reads: { leg: 'response' | 'error'; read: ReturnRead }[];
  close(): Promise<void>;
}

export async function startMerchant(provider: KnetProvider): Promise<Merchant> {
  const merchant: Merchant = { origin: '', call: null, reads: [], close: async () => {} };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', merchant.origin);
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const query = Object.fromEntries(url.searchParams);
    const leg = url.pathname.startsWith('/knet/response') ? 'response' : 'error';
    if (!merchant.call || !url.pathname.startsWith('/knet/')) return void res.writeHead(404).end();
    const read = provider.readReturn(merchant.call, {
      leg,
      method: req.method === 'POST' ? 'POST' : 'GET',
      query,
      form,
    });
    merchant.reads.push({ leg, read });
    if (leg === 'response') {
      res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`REDIRECT=${merchant.origin}/receipt/${merchant.call.reference}`);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Payment not completed</p>');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  merchant.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  merchant.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return merchant;
}

export function knetProvider(timeoutMs = 2_000): KnetProvider {
  return new KnetProvider((request) => outboundRequest(request, { allowLocal: true }), { timeoutMs });
}

let sequence = 0;

/** A fresh attempt with a 20-digit reference, as the payments core makes them. */
export function attemptCall(
  account: ProviderAccount,
  merchant: Merchant,
  over: Partial<AttemptCall> = {},
): AttemptCall {
  sequence += 1;
  return {
    account,
    reference: `${Date.now()}${String(sequence).padStart(7, '0')}`,
    amountMinor: 20_550,
    currency: 'KWD',
    lang: 'en',
    authorizeOnly: false,
    refs: {},
    method: null,
    customer: { name: 'Noura Al-Sabah', email: 'noura@example.com', phone: '+965 5555 1234' },
    urls: { response: `${merchant.origin}/knet/response/1`, error: `${merchant.origin}/knet/error/1` },
    ...over,
  };
}

export function refundCall(
  paid: AttemptCall,
  refs: Record<string, string>,
  amountMinor: number,
  reference: string,
): MoneyCall {
  return {
    account: paid.account,
    kind: 'refund',
    attempt: { reference: paid.reference, refs, amountMinor: paid.amountMinor, currency: paid.currency },
    reference,
    amountMinor,
    refs: {},
  };
}

/**
 * What a customer's browser does on the bank page: opens it, presses a button, and follows the
 * bank's redirect once (so an errorURL is visited). Returns where the bank sent the browser.
 */
export async function pressAtBank(pageUrl: string, button: 'pay' | 'cancel'): Promise<string> {
  const page = await fetch(pageUrl, { redirect: 'manual' });
  if (page.status === 302) return visit(page.headers.get('location') ?? '');
  const html = await page.text();
  const paymentid = /name="paymentid" value="(\d+)"/.exec(html)?.[1] ?? '';
  const pressed = await fetch(new URL(`/kpg/fake/${button}`, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `paymentid=${paymentid}`,
    redirect: 'manual',
  });
  if (pressed.status !== 302) return '';
  return visit(pressed.headers.get('location') ?? '');
}

async function visit(location: string): Promise<string> {
  if (location.includes('/knet/error/')) await (await fetch(location)).text();
  return location;
}

export { startKnetFake };
