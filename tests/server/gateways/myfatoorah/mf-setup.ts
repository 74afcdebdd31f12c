import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MyFatoorahProvider } from '../../../../server/gateways/myfatoorah/myfatoorah-provider.ts';
import type {
  AttemptCall,
  MoneyCall,
  ProviderAccount,
  ProviderHttp,
} from '../../../../server/gateways/provider.ts';
import { outboundRequest } from '../../../../server/lib/outbound/request.ts';
import { type MyFatoorahFake, startMyFatoorahFake } from '../../../support/providers/myfatoorah-fake.ts';

export const TOKEN = 'SK_KWT_test-token';
export const WEBHOOK_SECRET = 'whsec-test-secret';
/** Short, so the fake's "timeout" (slowMs) outlasts it without slowing the suite. */
export const ADAPTER_TIMEOUT_MS = 300;

export const http: ProviderHttp = (request) => outboundRequest(request, { allowLocal: true });

export async function setUp() {
  const fake = await startMyFatoorahFake({ token: TOKEN, webhookSecret: WEBHOOK_SECRET, slowMs: 1000 });
  const provider = new MyFatoorahProvider(http, ADAPTER_TIMEOUT_MS);
  const account: ProviderAccount = {
    mode: 'test',
    credentials: { api_token: TOKEN, webhook_secret: WEBHOOK_SECRET, base_url: fake.url },
  };
  return { fake, provider, account };
}

let serial = 0;

export function attempt(account: ProviderAccount, overrides: Partial<AttemptCall> = {}): AttemptCall {
  serial += 1;
  return {
    account,
    reference: `4200000000000000${String(serial).padStart(4, '0')}`,
    amountMinor: 12_500,
    currency: 'KWD',
    lang: 'en',
    authorizeOnly: false,
    refs: {},
    method: '2',
    customer: { name: 'Fatima Al-Sabah', email: 'fatima@example.test', phone: '+96550001234' },
    urls: { response: 'https://shop.example.test/pay/return', error: 'https://shop.example.test/pay/error' },
    ...overrides,
  };
}

/** Starts the attempt and keeps the invoice id the core would store. */
export async function started(provider: MyFatoorahProvider, call: AttemptCall) {
  const result = await provider.start(call);
  if (result.status !== 'redirect') throw new Error(`start answered ${result.status}`);
  return { call: { ...call, refs: result.refs }, url: result.url };
}

export const query = (returnUrl: string | null) =>
  Object.fromEntries(new URL(returnUrl ?? 'https://x.test/').searchParams) as Record<string, string>;

export function refund(paid: AttemptCall, refs: Record<string, string>, amountMinor: number): MoneyCall {
  return {
    account: paid.account,
    kind: 'refund',
    attempt: { reference: paid.reference, refs, amountMinor: paid.amountMinor, currency: paid.currency },
    reference: `9${paid.reference.slice(1)}`,
    amountMinor,
    refs: {},
  };
}

/** A merchant endpoint that keeps each webhook delivery as it arrived: headers and raw body. */
export async function webhookReceiver() {
  const deliveries: { headers: Record<string, string>; body: string }[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    deliveries.push({
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/myfatoorah`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type { MyFatoorahFake };
