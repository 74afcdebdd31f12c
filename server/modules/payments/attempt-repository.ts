import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { ProviderRefs } from '../../gateways/service.ts';
import { type AttemptRow, isUuid } from './repository.ts';

/** How long the instance that claimed an attempt has it to itself for one question. */
export const ATTEMPT_LEASE_MS = 120_000;

/** Marks the provider's page as being made, so two visits at once start one invoice. */
const STARTING = '';

/**
 * Takes a pending attempt for its start at the provider; null when another visit started it
 * (its page, or '' while it is being made) or it is no longer pending.
 */
export async function claimAttemptStart(db: DbHandle, id: string): Promise<AttemptRow | null> {
  if (!isUuid(id)) return null;
  const row = await queryable(db)
    .updateTable('payment_attempts')
    .set({ redirect_url: STARTING, updated_at: new Date() })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('redirect_url', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function saveAttemptStart(
  db: DbHandle,
  id: string,
  start: { redirectUrl: string; refs: ProviderRefs },
): Promise<void> {
  await queryable(db)
    .updateTable('payment_attempts')
    .set({
      redirect_url: start.redirectUrl,
      provider_refs: JSON.stringify(start.refs),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** One question to the provider about a due attempt; null when another instance holds it. */
export async function claimDueAttempt(db: DbHandle, id: string, now: Date): Promise<AttemptRow | null> {
  const row = await queryable(db)
    .updateTable('payment_attempts')
    .set((eb) => ({
      next_check_at: new Date(now.getTime() + ATTEMPT_LEASE_MS),
      checks: eb('checks', '+', 1),
    }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('next_check_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Pending provider attempts due for a question, oldest question first. */
export async function dueAttemptIds(db: DbHandle, now: Date, limit: number): Promise<string[]> {
  const rows = await queryable(db)
    .selectFrom('payment_attempts')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_check_at', '<=', now)
    .orderBy('next_check_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** What the provider said about an attempt: its state (when final), its references, its next question. */
export async function settleAttemptRow(
  trx: DbHandle,
  id: string,
  change: {
    state: string | null;
    refs: ProviderRefs;
    gatewayReference: string | null;
    nextCheckAt: Date | null;
  },
): Promise<void> {
  await queryable(trx)
    .updateTable('payment_attempts')
    .set({
      ...(change.state ? { state: change.state } : {}),
      ...(change.gatewayReference ? { gateway_reference: change.gatewayReference } : {}),
      provider_refs: JSON.stringify(change.refs),
      next_check_at: change.nextCheckAt,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** The newest attempt of a transaction: only its failure changes the transaction's state. */
export async function latestAttemptId(db: DbHandle, transactionId: string): Promise<string | undefined> {
  const row = await queryable(db)
    .selectFrom('payment_attempts')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function insertAttention(
  trx: DbHandle,
  row: {
    merchantId: number;
    transactionId: string;
    attemptId: string;
    reason: 'expired' | 'already_paid' | 'late';
  },
): Promise<boolean> {
  const inserted = await queryable(trx)
    .insertInto('payment_attention')
    .values({
      merchant_id: row.merchantId,
      transaction_id: row.transactionId,
      attempt_id: row.attemptId,
      reason: row.reason,
    })
    .onConflict((oc) => oc.column('attempt_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A needs-attention row given back through this attempt goes back on the list when the
 * provider refuses the refund or release (`refused`) and no other one of its kind still
 * stands: the money is still the customer's, not forgotten. A later refund of the
 * transaction refused after the row's own went through leaves the row resolved.
 */
export async function reopenAttention(
  trx: DbHandle,
  refused: { id: string; attemptId: string; kind: 'refund' | 'void' },
) {
  return queryable(trx)
    .updateTable('payment_attention')
    .set({ state: 'open', resolved_by: null, resolved_at: null })
    .where('attempt_id', '=', refused.attemptId)
    .where('state', 'in', ['refunded', 'voided'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('money_movements')
            .select('id')
            .where('attempt_id', '=', refused.attemptId)
            .where('kind', '=', refused.kind)
            .where('status', '!=', 'refused')
            .where('id', '!=', refused.id),
        ),
      ),
    )
    .returning([
      'merchant_id as merchantId',
      'transaction_id as transactionId',
      'attempt_id as attemptId',
      'reason',
    ])
    .executeTakeFirst();
}

/** The gateway whose webhook URL carries this key; its id is the capability. */
export async function findGatewayByWebhookKey(db: DbHandle, key: string) {
  if (!/^[0-9a-f]{32}$/i.test(key)) return undefined;
  return queryable(db).selectFrom('gateways').selectAll().where('webhook_key', '=', key).executeTakeFirst();
}

/** A merchant's attempt named by our reference or by the invoice its provider gave it. */
export async function findAttemptNamed(
  db: DbHandle,
  merchantId: number,
  name: { reference: string | null; invoiceId: string | null },
): Promise<AttemptRow | undefined> {
  if (!name.reference && !name.invoiceId) return undefined;
  return queryable(db)
    .selectFrom('payment_attempts as a')
    .innerJoin('transactions as t', 't.id', 'a.transaction_id')
    .selectAll('a')
    .where('t.merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or([
        ...(name.reference ? [eb('a.reference', '=', name.reference)] : []),
        ...(name.invoiceId ? [eb(sql<string>`a.provider_refs->>'invoice_id'`, '=', name.invoiceId)] : []),
      ]),
    )
    .executeTakeFirst();
}

/** A merchant's refund named by the refund id its provider gave it. */
export async function findMovementByRefundId(db: DbHandle, merchantId: number, refundId: string) {
  return queryable(db)
    .selectFrom('money_movements as m')
    .innerJoin('transactions as t', 't.id', 'm.transaction_id')
    .select(['m.id', 'm.attempt_id'])
    .where('t.merchant_id', '=', merchantId)
    .where(sql<string>`m.provider_refs->>'refund_id'`, '=', refundId)
    .executeTakeFirst();
}

/**
 * Only the newest built-in attempt may still be approved: the pending ones before it are
 * canceled. A provider's attempt stays pending for reconciliation: its bank may still
 * complete it, and what the bank took must be found and given back.
 */
export async function cancelPendingAttempts(trx: DbHandle, transactionId: string): Promise<void> {
  await queryable(trx)
    .updateTable('payment_attempts')
    .set({ state: 'canceled', updated_at: new Date() })
    .where('transaction_id', '=', transactionId)
    .where('state', '=', 'pending')
    .where('next_check_at', 'is', null)
    .execute();
}

/**
 * An expired transaction's pending built-in attempts expire with it. A provider's attempt
 * stays pending for reconciliation: its bank may still complete it, and that money must be
 * found (it goes to the needs-attention list).
 */
export async function expirePendingAttempts(trx: DbHandle, transactionId: string, now: Date): Promise<void> {
  await queryable(trx)
    .updateTable('payment_attempts')
    .set({ state: 'expired', updated_at: now })
    .where('transaction_id', '=', transactionId)
    .where('state', '=', 'pending')
    .where('next_check_at', 'is', null)
    .execute();
}
