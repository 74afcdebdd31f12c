import { ledgerTotals } from '../../../src/domain/ledger.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { nextCheckDelayMs } from '../../../src/domain/reconciliation.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type { Gateways, MoneyCall, MoneyStatus } from '../../gateways/service.ts';
import { recordActivity } from '../activity/service.ts';
import { notifyTransactionEvent } from '../webhooks/service.ts';
import { reopenAttention } from './attempt-repository.ts';
import { announceAttention } from './attention-hook.ts';
import {
  addMovement,
  claimMovement,
  findMovement,
  listMovements,
  lockMovement,
  type MovementRecord,
  settleMovementRow,
} from './movement-repository.ts';
import { findAttempt, findGateway, findTransaction, lockTransaction, setAttemptState } from './repository.ts';
import { setTransactionState } from './state.ts';

export type MovementOutcome = 'done' | 'refused' | 'pending';

/** A movement as its provider's call, with the adapter that makes it. */
export async function moneyCallOf(
  db: DbHandle,
  gateways: Gateways,
  movement: MovementRecord,
): Promise<{ call: MoneyCall; adapter: string } | null> {
  const attempt = movement.attempt_id ? await findAttempt(db, movement.attempt_id) : undefined;
  const transaction = await findTransaction(db, movement.transaction_id);
  if (!attempt || !transaction) return null;
  const gateway = await findGateway(db, transaction.merchant_id, attempt.gateway_code);
  if (!gateway) return null;
  return {
    adapter: gateway.adapter,
    call: {
      account: gateways.account(gateway),
      kind: movement.kind as MoneyCall['kind'],
      attempt: {
        reference: attempt.reference,
        refs: attempt.provider_refs,
        amountMinor: minorFromDb(attempt.total_minor),
        currency: attempt.currency.trim(),
      },
      reference: movement.reference ?? String(movement.id),
      amountMinor: minorFromDb(movement.amount_minor),
      refs: movement.provider_refs,
    },
  };
}

/**
 * The second step of a refund, capture or void: asks the provider and commits what it said.
 * `leased`: the caller wrote the intent a moment ago and holds it, so it asks for the money;
 * otherwise the movement is claimed first (one asker across instances) and the provider is
 * asked what became of it, and only a provider with no record of it is asked for the money.
 */
export async function settleMovement(
  db: DbHandle,
  gateways: Gateways,
  movementId: string,
  options: { leased: boolean; now?: Date },
): Promise<MovementOutcome> {
  const now = options.now ?? new Date();
  const movement = options.leased
    ? await findMovement(db, movementId)
    : await claimMovement(db, movementId, now);
  if (!movement) return currentOutcome(db, movementId);
  if (movement.status !== 'pending') return movement.status;
  const target = await moneyCallOf(db, gateways, movement);
  if (!target) return 'pending';
  const mover = gateways.mover(target.adapter);
  let status: MoneyStatus = options.leased
    ? await mover.move(target.call)
    : await mover.inquireMove(target.call);
  if (status.status === 'not_found') status = await mover.move(target.call);
  return inTransaction(db, (trx) => applyMoneyStatus(trx, movementId, status, now));
}

async function currentOutcome(db: DbHandle, movementId: string): Promise<MovementOutcome> {
  return (await findMovement(db, movementId))?.status ?? 'refused';
}

/**
 * Commits a provider's answer about a pending movement, once: a movement already settled (by
 * a webhook, the worker or another instance) is left as it is.
 */
export async function applyMoneyStatus(
  trx: DbHandle,
  movementId: string,
  status: MoneyStatus,
  now: Date,
): Promise<MovementOutcome> {
  const peek = await findMovement(trx, movementId);
  if (!peek) return 'refused';
  // The transaction first, as every money path locks it, then the movement.
  const row = await lockTransaction(trx, peek.transaction_id);
  const movement = await lockMovement(trx, movementId);
  if (!row || !movement) return 'refused';
  if (movement.status !== 'pending') return movement.status;
  if (status.status === 'done') {
    await settleMovementRow(trx, movementId, { status: 'done', refs: status.refs });
    await applyDone(trx, row, movement);
    return 'done';
  }
  if (status.status === 'refused' || status.status === 'not_found') {
    const reason = status.status === 'refused' ? status.reason : 'not received by the provider';
    await settleMovementRow(trx, movementId, {
      status: 'refused',
      refs: status.status === 'refused' ? status.refs : {},
      reason,
    });
    if (movement.attempt_id && (movement.kind === 'refund' || movement.kind === 'void')) {
      const reopened = await reopenAttention(trx, {
        id: movementId,
        attemptId: movement.attempt_id,
        kind: movement.kind,
      });
      if (reopened) await announceAttention(trx, reopened);
    }
    return 'refused';
  }
  await settleMovementRow(trx, movementId, {
    status: 'pending',
    refs:
      status.status === 'pending' ? { ...movement.provider_refs, ...status.refs } : movement.provider_refs,
    nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(movement.checks)),
  });
  return 'pending';
}

type LockedTransaction = NonNullable<Awaited<ReturnType<typeof lockTransaction>>>;

/** What a confirmed refund, capture or void changes beyond its own row. */
async function applyDone(trx: DbHandle, row: LockedTransaction, movement: MovementRecord): Promise<void> {
  const state = row.state as TransactionState;
  const attemptId = movement.attempt_id;
  if (movement.kind === 'capture') {
    // Whatever is still held after a capture is released: one capture per authorisation.
    const after = ledgerTotals(await listMovements(trx, row.id));
    if (after.capturable > 0) {
      await addMovement(trx, {
        transactionId: row.id,
        attemptId,
        kind: 'void',
        amountMinor: after.capturable,
      });
    }
    if (attemptId) await setAttemptState(trx, attemptId, 'paid');
    if (state !== 'paid') await setTransactionState(trx, row, 'paid');
  } else if (movement.kind === 'void') {
    if (attemptId) await setAttemptState(trx, attemptId, 'canceled');
    // Only a transaction this hold alone kept authorised is canceled by its release: a late
    // hold on the needs-attention list leaves its (expired, unpaid or otherwise paid) transaction be.
    const after = ledgerTotals(await listMovements(trx, row.id));
    if (state === 'authorized' && after.capturable === 0 && after.holding === 0) {
      await setTransactionState(trx, row, 'canceled');
    }
  } else {
    // A refund leaves the state as it is: the endpoints subscribed to refunds hear of it apart.
    await notifyTransactionEvent(trx, row.id, 'transaction.refunded');
  }
  const currency = row.currency.trim();
  await recordActivity(trx, {
    merchantId: row.merchant_id,
    actor: movement.actor ?? '',
    action: `activity.payment_${movement.kind}`,
    plugin: row.plugin as PluginKind,
    params: { amount: formatAmount(minorFromDb(movement.amount_minor), currency), currency, id: row.id },
  });
}
