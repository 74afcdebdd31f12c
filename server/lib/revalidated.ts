import { createHash } from 'node:crypto';
import type { onSendAsyncHookHandler } from 'fastify';

/** An entity tag for exactly these bytes (after compression: each coding has its own). */
const entityTag = (payload: string | Buffer) =>
  `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;

const matches = (header: string | undefined, tag: string) =>
  Boolean(header?.split(',').some((candidate) => candidate.trim() === tag || candidate.trim() === '*'));

/**
 * For public answers that change at any moment (a shop's stock and prices): the browser and
 * any cache between may keep them but must ask again every time (`no-cache`), and an unchanged
 * answer comes back as a bodiless 304. A route's onSend, after compression has run.
 */
export const revalidated: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const tag = entityTag(payload);
  reply.header('cache-control', 'no-cache').header('etag', tag);
  if (!matches(request.headers['if-none-match'], tag)) return payload;
  reply.code(304).removeHeader('content-length').removeHeader('content-encoding');
  return '';
};
