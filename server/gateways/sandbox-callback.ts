import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { SandboxCallbackBody } from '../../src/domain/contracts/platform.ts';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_TIMESTAMP_HEADER } from './sandbox.ts';
import { signPayload } from './signature.ts';

/** Where this process can reach itself: the sandbox "gateway" calls back over real HTTP. */
function ownAddress(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${address.port}`;
}

/** What a real gateway does: a signed HTTP POST to our callback endpoint. */
export async function sendCallback(app: FastifyInstance, body: SandboxCallbackBody): Promise<number> {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
    [SANDBOX_SIGNATURE_HEADER]: signPayload(app.gateways.sandboxSecret, timestamp, raw),
  };
  const base = ownAddress(app);
  if (base) {
    const response = await fetch(`${base}/api/v1/gateways/sandbox/callback`, {
      method: 'POST',
      headers,
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  }
  // Not listening (in-process tests with inject): the same request, without a socket.
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/gateways/sandbox/callback',
    headers,
    payload: raw,
  });
  return response.statusCode;
}
