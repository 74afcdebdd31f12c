import { randomUUID } from 'node:crypto';
import type { Movement } from '../../../src/domain/ledger.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { ProviderRefs } from '../../gateways/service.ts';

/** The money ledger of a transaction: every payment, authorisation, capture, refund and void. */
export interface MovementRow extends Movement {
  kind: 'payment' | 'authorization' | 'capture' | 'refund' | 'void';
}

/** Done and pending movements; a refused one moved nothing. */
export async function listMovements(db: DbHandle, transactionId: string): Promise<MovementRow[]> {
  const rows = await queryable(db)
    .selectFrom('money_movements')
    .select(['kind', 'amount_minor', 'status'])
    .where('transaction_id', '=', transactionId)
    .where('status', '!=', 'refused')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    amountMinor: minorFromDb(row.amount_minor),
    ...(row.status === 'pending' ? { pending: true } : {}),
  }));
}

export async function addMovement(
  trx: DbHandle,
  movement: MovementRow & { transactionId: string; attemptId?: string | null; createdBy?: number | null },
): Promise<void> {
  await queryable(trx)
    .insertInto('money_movements')
    .values({
      transaction_id: movement.transactionId,
      attempt_id: movement.attemptId ?? null,
      kind: movement.kind,
      amount_minor: movement.amountMinor,
      created_by: movement.createdBy ?? null,
    })
    .execute();
}

/** Whether the ledger holds this attempt's payment (done or pending). */
export async function attemptPaymentRecorded(db: DbHandle, attemptId: string): Promise<boolean> {
  const row = await queryable(db)
    .selectFrom('money_movements')
    .select('id')
    .where('attempt_id', '=', attemptId)
    .where('kind', 'in', ['payment', 'authorization'])
    .where('status', '!=', 'refused')
    .executeTakeFirst();
  return row !== undefined;
}

/** How long the caller that wrote or claimed a pending movement has it to itself. */
export const MOVEMENT_LEASE_MS = 120_000;

/**
 * A refund, capture or void about to be asked of the provider: pending, with its own
 * reference and leased to the caller, so no one else asks about it while the call is out.
 */
export async function insertIntent(
  trx: DbHandle,
  intent: {
    transactionId: string;
    attemptId: string;
    kind: 'refund' | 'capture' | 'void';
    amountMinor: number;
    createdBy: number | null;
    actor: string;
    requestKey: string | null;
  },
): Promise<{ id: string; reference: string }> {
  return queryable(trx)
    .insertInto('money_movements')
    .values({
      transaction_id: intent.transactionId,
      attempt_id: intent.attemptId,
      kind: intent.kind,
      amount_minor: intent.amountMinor,
      created_by: intent.createdBy,
      actor: intent.actor,
      request_key: intent.requestKey,
      status: 'pending',
      reference: randomUUID().replaceAll('-', ''),
      next_check_at: new Date(Date.now() + MOVEMENT_LEASE_MS),
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow() as Promise<{ id: string; reference: string }>;
}

/** The movement an Idempotency-Key asked for, if its request got that far. */
export async function movementOfRequest(db: DbHandle, requestKey: string): Promise<string | null> {
  const row = await queryable(db)
    .selectFrom('money_movements')
    .select('id')
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findMovement(db: DbHandle, id: string) {
  return queryable(db).selectFrom('money_movements').selectAll().where('id', '=', id).executeTakeFirst();
}

export type MovementRecord = NonNullable<Awaited<ReturnType<typeof findMovement>>>;

export function lockMovement(trx: DbHandle, id: string) {
  return queryable(trx)
    .selectFrom('money_movements')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Takes a pending movement whose lease has run out for one question to the provider; null
 * when it is settled or someone else holds it. The claim is one UPDATE, so two instances
 * can never both ask.
 */
export async function claimMovement(db: DbHandle, id: string, now: Date): Promise<MovementRecord | null> {
  const row = await queryable(db)
    .updateTable('money_movements')
    .set((eb) => ({
      next_check_at: new Date(now.getTime() + MOVEMENT_LEASE_MS),
      checks: eb('checks', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_check_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Pending movements due for a question to the provider, oldest first. */
export async function dueMovementIds(db: DbHandle, now: Date, limit: number): Promise<string[]> {
  const rows = await queryable(db)
    .selectFrom('money_movements')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function settleMovementRow(
  trx: DbHandle,
  id: string,
  change:
    | { status: 'done' | 'refused'; refs: ProviderRefs; reason?: string }
    | { status: 'pending'; refs: ProviderRefs; nextCheckAt: Date },
): Promise<void> {
  await queryable(trx)
    .updateTable('money_movements')
    .set({
      status: change.status,
      provider_refs: JSON.stringify(change.refs),
      reason: change.status === 'refused' ? (change.reason ?? null) : null,
      next_check_at: change.status === 'pending' ? change.nextCheckAt : null,
    })
    .where('id', '=', id)
    .execute();
}
