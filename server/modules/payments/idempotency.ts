import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { ApiError, messageError } from '../../lib/errors.ts';
import { render } from '../../plugins/error-handler.ts';

/** Keys are kept at least this long (issue 3: "Keys kept at least 24 hours"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export interface IdempotentResult {
  status: number;
  body: unknown;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Same path and same JSON (key order aside) → same hash. */
export function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(canonical(request.body ?? null))}`)
    .digest('hex');
}

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return null;
  if (key.length > MAX_KEY_LENGTH) throw messageError(400, 'payments.idempotency_key_invalid');
  return key;
}

/** How long a duplicate waits for the first request to finish before answering 409. */
export const IN_FLIGHT_WAIT_MS = 2_000;
const POLL_MS = 25;

/**
 * The stored key once its request has finished, or as it is after IN_FLIGHT_WAIT_MS.
 * Waiting lets a double-click or a client retry racing the first request get the first
 * answer instead of an error.
 */
async function settled(db: Db, scope: string, key: string, hash: string) {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || row.request_hash !== hash || row.state === 'done' || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Runs a money-changing handler at most once per (scope, Idempotency-Key):
 * - first request: the key is claimed (committed at once, so racing requests see it), the
 *   handler runs, and its answer — success or client error — is stored;
 * - same key, same request, finished: the stored answer is sent again;
 * - same key, other request: 422; same key still running after a short wait: 409.
 * A server error releases the key so the client can retry. Without a key the handler
 * simply runs.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  handler: () => Promise<IdempotentResult>,
): Promise<unknown> {
  const key = idempotencyKeyOf(request);
  if (!key) {
    const result = await handler();
    return reply.status(result.status).send(result.body);
  }
  const hash = requestHash(request);
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: hash, state: 'in_flight' })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();

  if (!claimed) {
    const existing = await settled(db, scope, key, hash);
    if (!existing) throw messageError(409, 'payments.idempotency_in_flight');
    if (existing.request_hash !== hash) throw messageError(422, 'payments.idempotency_mismatch');
    if (existing.state === 'in_flight') throw messageError(409, 'payments.idempotency_in_flight');
    reply.header('idempotent-replayed', 'true');
    return reply.status(existing.response_status ?? 200).send(existing.response_body);
  }

  let result: IdempotentResult;
  try {
    result = await handler();
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) {
      await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
      throw error;
    }
    result = { status: error.statusCode, body: render(request, error.fields, error.messageKey) };
  }
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: result.status, response_body: JSON.stringify(result.body) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
  return reply.status(result.status).send(result.body);
}

/** Drops keys older than the TTL; run by the payments sweep. */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .execute();
}
