import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboundRequest, type ResolvedAddress } from '../../../../server/lib/outbound/request.ts';

interface Seen {
  path: string;
  host: string;
  body: string;
}

/** A merchant server on 127.0.0.1 with one answer per path. */
const seen: Seen[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    seen.push({ path: request.url ?? '', host: request.headers.host ?? '', body });
    if (request.url === '/redirect') response.writeHead(302, { location: '/ok' }).end();
    else if (request.url === '/endless') {
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'.repeat(1_000)), 10);
      response.on('close', () => clearInterval(timer));
    } else response.writeHead(200).end('fine');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
const { port } = receiver.address() as AddressInfo;

/** Plays DNS: answers in turn, the last answer for every later question; records the questions. */
function dns(...answers: string[][]) {
  const questions: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    questions.push(hostname);
    const answer = answers.length > 1 ? (answers.shift() as string[]) : (answers[0] ?? []);
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { questions, resolve };
}

const post = (url: string, options: { allowLocal: boolean; resolve?: ReturnType<typeof dns>['resolve'] }) =>
  outboundRequest({ url, method: 'POST', body: '{"id":1}', timeoutMs: 2_000 }, options);

describe('outbound requests', () => {
  it('resolves the name once and connects to the address it checked', async () => {
    // A second lookup would get an unroutable address and never reach the receiver.
    const resolver = dns(['127.0.0.1'], ['192.0.2.1']);
    const result = await post(`http://hooks.example.com:${port}/ok`, { allowLocal: true, ...resolver });
    expect(result).toMatchObject({ outcome: 'response', status: 200 });
    expect(resolver.questions).toEqual(['hooks.example.com']);
    expect(seen.at(-1)).toEqual({ path: '/ok', host: `hooks.example.com:${port}`, body: '{"id":1}' });
  });

  it('refuses a name resolving to an internal address without connecting', async () => {
    const before = seen.length;
    const resolver = dns(['93.184.216.34', '127.0.0.1']);
    const result = await post(`https://hooks.example.com:${port}/ok`, { allowLocal: false, ...resolver });
    expect(result).toEqual({
      outcome: 'refused',
      reason: 'hooks.example.com resolves to 127.0.0.1, a loopback address',
    });
    expect(seen.length).toBe(before);
  });

  it('refuses a URL the policy forbids before asking DNS', async () => {
    const resolver = dns(['93.184.216.34']);
    expect(await post(`http://127.0.0.1:${port}/ok`, { allowLocal: false, ...resolver })).toEqual({
      outcome: 'refused',
      reason: 'http: is not allowed',
    });
    expect(
      await post('https://169.254.169.254/latest/meta-data/', { allowLocal: true, ...resolver }),
    ).toEqual({
      outcome: 'refused',
      reason: '169.254.169.254 is a link-local address',
    });
    expect(resolver.questions).toEqual([]);
  });

  it('answers a redirect as it is, without following it', async () => {
    const before = seen.length;
    const result = await post(`http://127.0.0.1:${port}/redirect`, { allowLocal: true });
    expect(result).toMatchObject({ outcome: 'response', status: 302, headers: { location: '/ok' } });
    expect(seen.slice(before).map((request) => request.path)).toEqual(['/redirect']);
  });

  it('stops reading an endless answer at the allowed size', async () => {
    const result = await outboundRequest(
      { url: `http://127.0.0.1:${port}/endless`, method: 'GET', timeoutMs: 5_000, maxResponseBytes: 2_500 },
      { allowLocal: true },
    );
    expect(result.outcome === 'response' && result.body.toString()).toBe('x'.repeat(2_500));
  });

  it('bounds the whole request with its timeout: DNS that never answers, an endless answer', async () => {
    const silent = async () => new Promise<ResolvedAddress[]>(() => {});
    const started = performance.now();
    const lookup = await outboundRequest(
      { url: 'https://hooks.example.com/', method: 'POST', timeoutMs: 150 },
      { allowLocal: false, resolve: silent },
    );
    expect(lookup).toEqual({ outcome: 'failed', reason: 'Timed out after 150 ms' });
    const endless = await outboundRequest(
      { url: `http://127.0.0.1:${port}/endless`, method: 'GET', timeoutMs: 150, maxResponseBytes: 1e9 },
      { allowLocal: true },
    );
    expect(endless).toEqual({ outcome: 'failed', reason: 'Timed out after 150 ms' });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('reports a refused connection as a failure that may heal', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port: closedPort } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await post(`http://127.0.0.1:${closedPort}/`, { allowLocal: true });
    expect(result).toEqual({ outcome: 'failed', reason: `connect ECONNREFUSED 127.0.0.1:${closedPort}` });
  });

  it('sends the hostname for TLS and verifies the certificate while connecting to the pinned address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbound-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=hooks.example.com',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const serverNames: string[] = [];
    const tls = createTlsServer(
      {
        key: readFileSync(join(dir, 'key.pem')),
        cert: readFileSync(join(dir, 'cert.pem')),
        SNICallback: (serverName, done) => {
          serverNames.push(serverName);
          done(null);
        },
      },
      (_request, response) => response.end('fine'),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => tls.close(() => resolve())));
    const { port: tlsPort } = tls.address() as AddressInfo;
    const resolver = dns(['127.0.0.1']);
    const result = await post(`https://hooks.example.com:${tlsPort}/`, { allowLocal: true, ...resolver });
    // A self-signed certificate: refused by the client, so verification was not switched off.
    expect(result).toMatchObject({ outcome: 'failed', reason: expect.stringMatching(/self[- ]signed/) });
    expect(serverNames).toEqual(['hooks.example.com']);
    expect(resolver.questions).toEqual(['hooks.example.com']);
  });
});
