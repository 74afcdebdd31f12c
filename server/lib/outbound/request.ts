import { lookup } from 'node:dns/promises';
import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { type AddressPolicy, forbiddenAddressReason } from './address-policy.ts';
import { checkOutboundUrl, type OutboundTarget } from './url-policy.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a name; injected by tests to play DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface OutboundOptions extends AddressPolicy {
  resolve?: Resolver;
}

export interface OutboundRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /** Bounds everything: DNS, connecting, TLS, waiting for and reading the answer. */
  timeoutMs: number;
  /** The answer's body is read up to this many bytes, the rest is dropped with the connection. */
  maxResponseBytes?: number;
}

export type OutboundResult =
  | { outcome: 'response'; status: number; headers: IncomingHttpHeaders; body: Buffer }
  /** The policy forbids the address: asking again will not help. */
  | { outcome: 'refused'; reason: string }
  /** DNS, network or timeout: may heal. */
  | { outcome: 'failed'; reason: string };

const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * The one way to call a merchant-given URL. The name is resolved once, every address it
 * resolves to is checked, and the connection goes to those checked addresses through a
 * lookup that answers from them: no second resolution a rebinding DNS server could
 * answer differently. The URL's hostname stays the Host header and the TLS server name,
 * so certificates are verified as usual. Redirects are answers, never followed.
 */
export async function outboundRequest(
  request: OutboundRequest,
  options: OutboundOptions,
): Promise<OutboundResult> {
  const checked = checkOutboundUrl(request.url, options);
  if (!checked.ok) return { outcome: 'refused', reason: checked.refusal.detail };
  const deadline = AbortSignal.timeout(request.timeoutMs);
  try {
    const host = checked.name ?? checked.ip;
    const addresses = await untilAborted(resolveTarget(checked, options.resolve ?? systemResolver), deadline);
    if (addresses.length === 0) return { outcome: 'failed', reason: `${host} has no address` };
    for (const { address } of addresses) {
      const reason = forbiddenAddressReason(address, options);
      if (reason) return { outcome: 'refused', reason: `${host} resolves to ${address}, ${reason}` };
    }
    return await send(checked.url, addresses, request, deadline);
  } catch (err) {
    if (deadline.aborted) return { outcome: 'failed', reason: `Timed out after ${request.timeoutMs} ms` };
    return { outcome: 'failed', reason: err instanceof Error ? err.message : String(err) };
  }
}

async function resolveTarget(target: OutboundTarget, resolve: Resolver): Promise<ResolvedAddress[]> {
  if (target.ip !== undefined) return [{ address: target.ip, family: isIP(target.ip) }];
  return resolve(target.name);
}

/** Answers every lookup of the connection from the already checked addresses. */
const pinnedLookup =
  (addresses: ResolvedAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    const first = addresses[0] as ResolvedAddress;
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };

async function send(
  url: URL,
  addresses: ResolvedAddress[],
  request: OutboundRequest,
  deadline: AbortSignal,
): Promise<OutboundResult> {
  const body = request.body ?? '';
  const transport = url.protocol === 'https:' ? https : http;
  const outgoing = transport.request(url, {
    method: request.method,
    headers: { ...request.headers, 'content-length': String(Buffer.byteLength(body)) },
    lookup: pinnedLookup(addresses),
    // A fresh connection each time: a pooled socket could lead to another address.
    agent: false,
    signal: deadline,
  });
  // Failures reach the caller through once() below and the response stream; an 'error'
  // emitted after those settled (a late abort) must not crash the process.
  outgoing.on('error', () => {});
  outgoing.end(body);
  const [response] = (await once(outgoing, 'response', { signal: deadline })) as [http.IncomingMessage];
  const limit = request.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    // Leaving the loop destroys the response, and with it the connection.
    if (size >= limit) break;
  }
  return {
    outcome: 'response',
    status: response.statusCode ?? 0,
    headers: response.headers,
    body: Buffer.concat(chunks).subarray(0, limit),
  };
}

/** dns.lookup cannot be cancelled; the deadline stops waiting for it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
