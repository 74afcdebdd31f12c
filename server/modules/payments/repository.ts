import { minorFromDb } from '../../../src/domain/money.ts';
import { canTransition, type TransactionState } from '../../../src/domain/transaction-states.ts';
import type { Db } from '../../db/database.ts';
import type { AttemptRow, GatewayRow, Merchant, TransactionRow, UnitRow } from '../../db/types.ts';
import { notifyStateChange } from '../webhooks/notify.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs: anything not a UUID is simply not found (never a database error). */
export const isUuid = (value: string): boolean => UUID.test(value);

export async function findTransaction(db: Db, id: string): Promise<TransactionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * A transaction with whether its merchant has paused payments: what every pay-page read
 * checks first, in one query instead of two.
 */
export async function findTransactionWithPause(
  db: Db,
  id: string,
): Promise<{ row: TransactionRow; paymentsPaused: boolean } | undefined> {
  if (!isUuid(id)) return undefined;
  const found = await db
    .selectFrom('transactions')
    .leftJoin('merchants', 'merchants.id', 'transactions.merchant_id')
    .selectAll('transactions')
    .select('merchants.payments_paused')
    .where('transactions.id', '=', id)
    .where('transactions.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) return undefined;
  const { payments_paused, ...row } = found;
  return { row, paymentsPaused: payments_paused ?? false };
}

/** SELECT … FOR UPDATE: callers hold the row until their database transaction ends. */
export async function lockTransaction(trx: Db, id: string): Promise<TransactionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return trx
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** The customer's address and location (the pay page's extra), saved over what was there. */
export async function saveTransactionExtra(
  db: Db,
  id: string,
  extra: Record<string, unknown>,
): Promise<TransactionRow | undefined> {
  return db
    .updateTable('transactions')
    .set({ extra: JSON.stringify(extra) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function findAttempt(db: Db, id: string): Promise<AttemptRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockAttempt(trx: Db, id: string): Promise<AttemptRow | undefined> {
  if (!isUuid(id)) return undefined;
  return trx.selectFrom('payment_attempts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Active gateways of a merchant in display order. */
export async function listGateways(db: Db, merchantId: number): Promise<GatewayRow[]> {
  return db
    .selectFrom('gateways')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('position')
    .execute();
}

export async function findGateway(db: Db, merchantId: number, code: string): Promise<GatewayRow | undefined> {
  return db
    .selectFrom('gateways')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function findMerchantRow(db: Db, id: number): Promise<Merchant | undefined> {
  return db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasUnit(db: Db, merchantId: number, unitId: number): Promise<boolean> {
  const unit = await db
    .selectFrom('units')
    .select('id')
    .where('id', '=', unitId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Boolean(unit);
}

/** The transaction's unit, else the merchant's first unit (the one its pages show). */
export async function findUnitFor(
  db: Db,
  merchantId: number,
  unitId: number | null,
): Promise<UnitRow | undefined> {
  let query = db.selectFrom('units').selectAll().where('merchant_id', '=', merchantId);
  if (unitId !== null) query = query.where('id', '=', unitId);
  return query.orderBy('id').limit(1).executeTakeFirst();
}

export class IllegalTransition extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`Transaction cannot move from ${from} to ${to}`);
  }
}

export type StateHook = (trx: Db, transactionId: string, to: TransactionState) => Promise<void>;
const stateHooks = new Map<string, StateHook>();

/**
 * A plugin's reaction to its transactions' state changes (events confirm or release booked
 * places), run in the same database transaction so the two never disagree. One per plugin.
 */
export function onTransactionState(plugin: string, hook: StateHook): void {
  stateHooks.set(plugin, hook);
}

/**
 * The only way a transaction changes state: checked against the state machine, reported to
 * the webhook outbox and to the plugin's hook in the caller's database transaction.
 */
export async function setTransactionState(
  trx: Db,
  transaction: Pick<TransactionRow, 'id' | 'state'>,
  to: TransactionState,
  changes: { amount_minor?: number } = {},
): Promise<void> {
  const from = transaction.state as TransactionState;
  if (!canTransition(from, to)) throw new IllegalTransition(from, to);
  const updated = await trx
    .updateTable('transactions')
    .set({ state: to, state_changed_at: new Date(), ...changes })
    .where('id', '=', transaction.id)
    .returning('plugin')
    .executeTakeFirst();
  await notifyStateChange(trx, transaction.id);
  const hook = updated && stateHooks.get(updated.plugin);
  if (hook) await hook(trx, transaction.id, to);
}

export async function setAttemptState(
  trx: Db,
  attemptId: string,
  state: string,
  reference?: string,
): Promise<void> {
  await trx
    .updateTable('payment_attempts')
    .set({ state, updated_at: new Date(), ...(reference ? { gateway_reference: reference } : {}) })
    .where('id', '=', attemptId)
    .execute();
}

export interface MovementRow {
  kind: 'payment' | 'authorization' | 'capture' | 'refund' | 'void';
  amountMinor: number;
}

export async function listMovements(db: Db, transactionId: string): Promise<MovementRow[]> {
  const rows = await db
    .selectFrom('money_movements')
    .select(['kind', 'amount_minor'])
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ kind: row.kind, amountMinor: minorFromDb(row.amount_minor) }));
}

export async function addMovement(
  trx: Db,
  movement: MovementRow & { transactionId: string; attemptId?: string | null; createdBy?: number | null },
): Promise<void> {
  await trx
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

/** The attempt that took (or holds) the money, if any. */
export async function settledAttempt(db: Db, transactionId: string): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .where('state', 'in', ['paid', 'authorized'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
