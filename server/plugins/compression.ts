import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The budget: every answer of 1 KB or more travels compressed; below it the saving is a few bytes. */
export const MIN_COMPRESSED_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml|problem\+json)|text\/|image\/svg\+xml)/;
// Answers are compressed on every request: brotli 4 is gzip-fast and still smaller than gzip 9.
const BROTLI_QUALITY = 4;
/**
 * Up to this size an answer is compressed on the main thread: handing it to the thread pool
 * cost the main thread about 0.1 ms whatever the size, more than compressing 32 KB of JSON
 * there (0.03 ms for a 3 KB page of products, 0.09 ms at 28 KB).
 */
const INLINE_AT_MOST = 32 * 1024;

/** The coding the client accepts, brotli first; a q=0 entry refuses it. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * API answers (a transactions page is 11 KB of JSON) are made per request, so unlike the built
 * assets (compressed once at build, @fastify/static preCompressed) they are compressed here.
 * Streams (exports, files, live events) and answers a route already encoded pass untouched.
 */
async function compression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304)
      return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes < MIN_COMPRESSED_BYTES) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary))
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const inline = bytes <= INLINE_AT_MOST;
    const brotliOptions = {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
    };
    const body =
      encoding === 'br'
        ? inline
          ? brotliCompressSync(payload, brotliOptions)
          : await brotli(payload, brotliOptions)
        : inline
          ? gzipSync(payload)
          : await gzipAsync(payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}

export default fp(compression, { name: 'compression' });
