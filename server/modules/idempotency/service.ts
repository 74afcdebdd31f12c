import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { ApiError, messageError } from '../../lib/errors.ts';
import { afterPreparing } from '../../lib/prepare-first.ts';
import { render } from '../../plugins/error-handler.ts';
import {
  type Claim,
  holdClaim,
  IDEMPOTENCY_LEASE_SECONDS,
  insertClaim,
  release,
  retakeClaim,
  settled,
  store,
} from './repository.ts';

export { IDEMPOTENCY_TTL_MS, IN_FLIGHT_WAIT_MS, purgeIdempotencyKeys } from './repository.ts';

const MAX_KEY_LENGTH = 255;

export interface IdempotentResult {
  status: number;
  body: unknown;
  /**
   * idempotentInTransaction only: work that must wait for the commit (waking the outbox
   * worker for a message just queued). Runs once, after the commit, never for a replay.
   */
  afterCommit?: () => void;
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

/**
 * Where a key is kept: who may use it (a merchant, an API key, the holder of a pay link) and
 * the route it was sent to, so the same key sent by two merchants or to two routes names two
 * requests. The path with its ids is part of the request's hash instead: one merchant's key
 * reused for another transaction on the same route is refused (422), not a second request.
 */
export function idempotencyScope(request: FastifyRequest, owner: string): string {
  return keyScope(owner, request.method, request.routeOptions.url ?? request.url.split('?')[0] ?? '');
}

export const keyScope = (owner: string, method: string, route: string) => `${owner} ${method} ${route}`;

/** A key as stored: its request, and its answer once that request finished. */
export interface UsedKey {
  request_hash: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: unknown;
}

/** An answer to send; `replayed` when it is the stored answer of an earlier request. */
export interface Answer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * What a request whose key is already used gets: the stored answer if it is the same request
 * and finished, else 422 (another request) or 409 (still running, or gone meanwhile).
 */
export function answerForUsedKey(used: UsedKey | undefined, hash: string): Answer {
  if (used && used.request_hash !== hash) throw messageError(422, 'payments.idempotency_mismatch');
  if (!used || used.state === 'in_flight') throw messageError(409, 'payments.idempotency_in_flight');
  return { status: used.response_status ?? 200, body: used.response_body, replayed: true };
}

export function sendAnswer(reply: FastifyReply, answer: Answer) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

const refusal = (request: FastifyRequest, error: ApiError): IdempotentResult => ({
  status: error.statusCode,
  body: { ...error.extra, ...render(request, error.fields, error.messageKey) },
});

/** The claim was taken over by a retry: this request runs nothing and keeps no answer. */
class LostClaim extends ApiError {
  constructor() {
    super(409, {}, { key: 'payments.idempotency_in_flight' });
  }
}

/** The committed request's after-commit work: its failure cannot undo the commit, so it is only logged. */
function runAfterCommit(request: FastifyRequest, result: IdempotentResult): void {
  try {
    result.afterCommit?.();
  } catch (err) {
    request.log.error({ err }, 'work after an idempotent commit failed');
  }
}

/** A server error, or a claim lost to a takeover: not an answer to keep. */
const isFinal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.statusCode < 500 && !(error instanceof LostClaim);

/**
 * Runs a money-changing handler at most once per Idempotency-Key of an owner on a route
 * (idempotencyScope):
 * - first request: the key is claimed (committed at once, so racing requests see it), the
 *   handler runs, and its answer — success or client error — is stored;
 * - same key, same request, finished: the stored answer is sent again;
 * - same key, other request: 422; same key still running after a short wait: 409.
 * A server error releases the key so the client can retry. Without a key the handler
 * simply runs. The handler keeps its own database transactions, so a crash between its
 * commit and the stored answer leaves the key in flight until it is purged: every handler
 * whose work fits in one database transaction uses idempotentInTransaction instead. Only
 * bulk actions stay here — they commit each row on its own and answer 207 on a partial
 * success, which one transaction cannot express.
 */
export async function idempotent(
  db: DbHandle,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: string,
  handler: () => Promise<IdempotentResult>,
): Promise<unknown> {
  const key = idempotencyKeyOf(request);
  if (!key) {
    const result = await handler();
    return reply.status(result.status).send(result.body);
  }
  const scope = idempotencyScope(request, owner);
  const claim = { scope, key, hash: requestHash(request), token: randomUUID(), leaseSeconds: null };
  if (!(await insertClaim(db, claim))) {
    return sendAnswer(reply, answerForUsedKey(await settled(db, claim), claim.hash));
  }
  let result: IdempotentResult;
  try {
    result = await handler();
  } catch (error) {
    if (!isFinal(error)) {
      await release(db, claim);
      throw error;
    }
    result = refusal(request, error);
  }
  await store(db, claim, result);
  return reply.status(result.status).send(result.body);
}

/**
 * A handler run in the database transaction that also stores its answer. Returning an
 * ApiError commits what the handler did and answers with the error (an expiry applied on
 * the way); throwing one rolls everything back.
 */
export type TransactionalHandler = (trx: DbHandle) => Promise<IdempotentResult | ApiError>;

/**
 * The key claimed for this request, or taken over from an earlier request of the same body
 * whose lease ran out; otherwise the answer the used key gives.
 */
async function leasedClaim(
  db: DbHandle,
  request: FastifyRequest,
  owner: string,
  key: string,
  leaseSeconds: number,
): Promise<Claim | Answer> {
  const scope = idempotencyScope(request, owner);
  const claim = { scope, key, hash: requestHash(request), token: randomUUID(), leaseSeconds };
  if (await insertClaim(db, claim)) return claim;
  const existing = await settled(db, claim);
  if (existing?.stale && existing.request_hash === claim.hash && (await retakeClaim(db, claim))) return claim;
  return answerForUsedKey(existing, claim.hash);
}

/**
 * idempotent() for handlers that change money: the answer is stored in the same database
 * transaction as the change, so either both happen or neither. A request that dies after
 * claiming the key changed nothing; once its lease has run out a retry takes the key over
 * and runs the handler, and the first request — if it was only slow — finds its claim gone
 * when it reaches its transaction and changes nothing. So the handler commits at most once.
 * A handler that needs a provider's answer first (PrepareFirst) is rolled back, prepared
 * outside the transaction, and run once more.
 */
export async function idempotentInTransaction(
  db: DbHandle,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: string,
  handler: TransactionalHandler,
  leaseSeconds = IDEMPOTENCY_LEASE_SECONDS,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  if (!key) {
    const outcome = await afterPreparing(() => inTransaction(db, handler));
    if (outcome instanceof ApiError) throw outcome;
    runAfterCommit(request, outcome);
    return reply.status(outcome.status).send(outcome.body);
  }
  const claim = await leasedClaim(db, request, owner, key, leaseSeconds);
  if (!('token' in claim)) return sendAnswer(reply, claim);
  let result: IdempotentResult;
  try {
    result = await afterPreparing(() =>
      inTransaction(db, async (trx) => {
        // The fence: a claim taken over since is not ours to run.
        if (!(await holdClaim(trx, claim))) throw new LostClaim();
        const outcome = await handler(trx);
        const answer = outcome instanceof ApiError ? refusal(request, outcome) : outcome;
        await store(trx, claim, answer);
        return answer;
      }),
    );
  } catch (error) {
    if (!isFinal(error)) {
      await release(db, claim);
      throw error;
    }
    // Rolled back: the refusal changed nothing and is the answer to keep.
    result = refusal(request, error);
    await store(db, claim, result);
  }
  runAfterCommit(request, result);
  return reply.status(result.status).send(result.body);
}

/**
 * idempotent() for work in two commits around a call elsewhere (a provider's refund). The
 * first commit, `begin`, is fenced by the claim as in idempotentInTransaction and writes an
 * intent named by the key it is given; then `finish` calls out, commits the outcome and
 * answers, and the answer is stored. A request that dies after `begin` leaves its intent:
 * once the lease runs out a retry takes the key over, and `begin` must find that intent by
 * the key instead of writing another, so the work is asked for once.
 */
export async function idempotentIntent<T>(
  db: DbHandle,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: string,
  begin: (trx: DbHandle, requestKey: string | null) => Promise<T>,
  finish: (intent: T) => Promise<IdempotentResult>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request);
  if (!key) {
    const result = await finish(await inTransaction(db, (trx) => begin(trx, null)));
    return reply.status(result.status).send(result.body);
  }
  const claim = await leasedClaim(db, request, owner, key, IDEMPOTENCY_LEASE_SECONDS);
  if (!('token' in claim)) return sendAnswer(reply, claim);
  let result: IdempotentResult;
  try {
    const intent = await inTransaction(db, async (trx) => {
      if (!(await holdClaim(trx, claim))) throw new LostClaim();
      return begin(trx, `${claim.scope} ${key}`);
    });
    result = await finish(intent);
  } catch (error) {
    if (!isFinal(error)) {
      await release(db, claim);
      throw error;
    }
    result = refusal(request, error);
  }
  await store(db, claim, result);
  return reply.status(result.status).send(result.body);
}
