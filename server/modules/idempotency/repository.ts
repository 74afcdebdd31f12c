import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';

/**
 * The idempotency_keys rows behind service.ts: claiming a key, waiting for its answer,
 * taking over a dead claim, fencing it, storing the answer and releasing the key.
 */

/** Keys are kept at least this long (issue 3: "Keys kept at least 24 hours"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim of a transactional handler holds before a retry may take it over. Taking
 * over is safe at any time (see idempotentInTransaction); the lease only keeps a retry from
 * cutting in on a request that is merely slow.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 30;

/** How long a duplicate waits for the first request to finish before answering 409. */
export const IN_FLIGHT_WAIT_MS = 2_000;
const POLL_MS = 25;

export interface Claim {
  scope: string;
  key: string;
  hash: string;
  token: string;
  /** null: the claim never runs out (handlers outside the answer's transaction). */
  leaseSeconds: number | null;
}

/**
 * The stored key once its request has finished, or as it is after IN_FLIGHT_WAIT_MS, or at
 * once when its lease has run out. Waiting lets a double-click or a client retry racing the
 * first request get the first answer instead of an error.
 */
export async function settled(handle: DbHandle, claim: Claim) {
  const db = queryable(handle);
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'state', 'response_status', 'response_body'])
      .select(sql<boolean>`coalesce(lease_expires_at < now(), false)`.as('stale'))
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key)
      .executeTakeFirst();
    if (!row || row.request_hash !== claim.hash || row.state === 'done' || row.stale) return row;
    if (Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The database's clock, not this process's: every server instance judges a lease alike. */
const leaseEnd = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/** Inserts the key as in flight, committed at once so racing requests see it. */
export async function insertClaim(handle: DbHandle, claim: Claim): Promise<boolean> {
  const inserted = await queryable(handle)
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.hash,
      state: 'in_flight',
      claim_token: claim.token,
      lease_expires_at: claim.leaseSeconds === null ? null : leaseEnd(claim.leaseSeconds),
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Takes over an in-flight claim whose lease ran out. SKIP LOCKED passes over a claim whose
 * request is inside its database transaction (alive, however slow); the new token fences
 * off a request that claimed and has not reached its transaction yet.
 */
export async function retakeClaim(handle: DbHandle, claim: Claim): Promise<boolean> {
  const retaken = await queryable(handle)
    .updateTable('idempotency_keys')
    .set({
      claim_token: claim.token,
      lease_expires_at: leaseEnd(claim.leaseSeconds ?? IDEMPOTENCY_LEASE_SECONDS),
      created_at: sql<Date>`now()`,
    })
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('claim_token', 'in', (eb) =>
      eb
        .selectFrom('idempotency_keys')
        .select('claim_token')
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('state', '=', 'in_flight')
        .where('request_hash', '=', claim.hash)
        .where('lease_expires_at', '<', sql<Date>`now()`)
        .forUpdate()
        .skipLocked(),
    )
    .returning('key')
    .executeTakeFirst();
  return retaken !== undefined;
}

export async function store(
  handle: DbHandle,
  claim: Claim,
  result: { status: number; body: unknown },
): Promise<boolean> {
  const stored = await queryable(handle)
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      response_status: result.status,
      response_body: JSON.stringify(result.body),
      claim_token: null,
      lease_expires_at: null,
    })
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('claim_token', '=', claim.token)
    .where('state', '=', 'in_flight')
    .returning('key')
    .executeTakeFirst();
  return stored !== undefined;
}

/**
 * The fence of a transactional handler, in its database transaction: whether the claim is
 * still this request's (not taken over since); the row lock keeps a takeover out until the
 * transaction ends.
 */
export async function holdClaim(trx: DbHandle, claim: Claim): Promise<boolean> {
  const fenced = await queryable(trx)
    .selectFrom('idempotency_keys')
    .select('key')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('claim_token', '=', claim.token)
    .where('state', '=', 'in_flight')
    .forUpdate()
    .executeTakeFirst();
  return fenced !== undefined;
}

/** Frees the key after a server error (nothing was changed), unless another request took it over. */
export async function release(handle: DbHandle, claim: Claim): Promise<void> {
  await queryable(handle)
    .deleteFrom('idempotency_keys')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('claim_token', '=', claim.token)
    .where('state', '=', 'in_flight')
    .execute();
}

/** Drops keys older than the TTL; run by the payments sweep. */
export async function purgeIdempotencyKeys(handle: DbHandle, now = new Date()): Promise<void> {
  await queryable(handle)
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .execute();
}
