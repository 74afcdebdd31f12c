import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface Upload {
  url: string;
  bytes: Uint8Array;
  name: string;
  headers?: Record<string, string>;
  /** Text fields sent before the file, in this order. */
  fields?: Record<string, string>;
  /** Whose upload it is, for per-address limits (inject) or X-Forwarded-For (socket). */
  address?: string;
  /** inject only: the body arrives in two pieces, the first ending this many bytes into the file. */
  splitFileAt?: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

const form = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [field, value] of Object.entries(fields)) data.append(field, value);
  data.append('file', new Blob([new Uint8Array(bytes)]), name);
  return data;
};

/** Two pieces, the second arriving on a later turn of the event loop, as from a network. */
async function* inTwo(body: Buffer, at: number) {
  yield body.subarray(0, at);
  await nextTurn();
  yield body.subarray(at);
}

/** Through app.inject: the body, built the way a browser builds it, arrives whole (or in two). */
export async function injectUpload(app: FastifyInstance, upload: Upload): Promise<Answer> {
  const request = new Request('http://local/', {
    method: 'POST',
    body: form(upload.bytes, upload.name, upload.fields),
  });
  const body = Buffer.from(await request.arrayBuffer());
  const fileStart = body.indexOf('\r\n\r\n', body.indexOf('name="file"')) + 4;
  const res = await app.inject({
    method: 'POST',
    url: upload.url,
    remoteAddress: upload.address,
    headers: { ...upload.headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload:
      upload.splitFileAt === undefined ? body : Readable.from(inTwo(body, fileStart + upload.splitFileAt)),
  });
  return { status: res.statusCode, body: res.json() };
}

const listening = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * Through a real socket (the app listening on a free port): the body streams in chunks of
 * whatever size the network makes, as it does in production. Needs the app's trustProxy for
 * `address`.
 */
export async function socketUpload(app: FastifyInstance, upload: Upload): Promise<Answer> {
  if (!listening.has(app)) listening.set(app, app.listen({ port: 0, host: '127.0.0.1' }));
  const base = await listening.get(app);
  const headers = { ...upload.headers, ...(upload.address ? { 'x-forwarded-for': upload.address } : {}) };
  const res = await fetch(`${base}${upload.url}`, {
    method: 'POST',
    headers,
    body: form(upload.bytes, upload.name, upload.fields),
  });
  return { status: res.status, body: await res.json() };
}
