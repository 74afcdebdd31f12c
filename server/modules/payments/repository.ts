import { sql } from 'kysely';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { AttemptRow, GatewayRow, Merchant, TransactionRow, UnitRow } from '../../db/types.ts';
import type { PreparedActivity } from '../activity/service.ts';
import type { CreationRow } from './creation-repository.ts';

export type { AttemptRow, GatewayRow, Merchant, TransactionRow, UnitRow };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs: anything not a UUID is simply not found (never a database error). */
export const isUuid = (value: string): boolean => UUID.test(value);

export async function findTransaction(db: DbHandle, id: string): Promise<TransactionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return queryable(db)
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
  db: DbHandle,
  id: string,
): Promise<
  { row: TransactionRow; pause: Pick<Merchant, 'pause_message_en' | 'pause_message_ar'> | null } | undefined
> {
  if (!isUuid(id)) return undefined;
  const found = await queryable(db)
    .selectFrom('transactions')
    .leftJoin('merchants', 'merchants.id', 'transactions.merchant_id')
    .selectAll('transactions')
    .select(['merchants.payments_paused', 'merchants.pause_message_en', 'merchants.pause_message_ar'])
    .where('transactions.id', '=', id)
    .where('transactions.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) return undefined;
  const { payments_paused, pause_message_en, pause_message_ar, ...row } = found;
  return {
    row,
    pause: payments_paused
      ? { pause_message_en: pause_message_en ?? '', pause_message_ar: pause_message_ar ?? '' }
      : null,
  };
}

/** SELECT … FOR UPDATE: callers hold the row until their database transaction ends. */
export async function lockTransaction(trx: DbHandle, id: string): Promise<TransactionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return queryable(trx)
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** The customer's address and location (the pay page's extra), saved over what was there. */
export async function saveTransactionExtra(
  db: DbHandle,
  id: string,
  extra: Record<string, unknown>,
): Promise<TransactionRow | undefined> {
  return queryable(db)
    .updateTable('transactions')
    .set({ extra: JSON.stringify(extra) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function findAttempt(db: DbHandle, id: string): Promise<AttemptRow | undefined> {
  if (!isUuid(id)) return undefined;
  return queryable(db).selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockAttempt(trx: DbHandle, id: string): Promise<AttemptRow | undefined> {
  if (!isUuid(id)) return undefined;
  return queryable(trx)
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Active gateways of a merchant in display order. */
export async function listGateways(db: DbHandle, merchantId: number): Promise<GatewayRow[]> {
  return queryable(db)
    .selectFrom('gateways')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('position')
    .execute();
}

export async function findGateway(
  db: DbHandle,
  merchantId: number,
  code: string,
): Promise<GatewayRow | undefined> {
  return queryable(db)
    .selectFrom('gateways')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function findMerchantRow(db: DbHandle, id: number): Promise<Merchant | undefined> {
  return queryable(db).selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasUnit(db: DbHandle, merchantId: number, unitId: number): Promise<boolean> {
  const unit = await queryable(db)
    .selectFrom('units')
    .select('id')
    .where('id', '=', unitId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Boolean(unit);
}

/**
 * The transaction's unit, else the one the merchant chose for its pages (merchants.default_unit_id),
 * else its first.
 */
export async function findUnitFor(
  db: DbHandle,
  merchantId: number,
  unitId: number | null,
): Promise<UnitRow | undefined> {
  let query = queryable(db)
    .selectFrom('units')
    .selectAll('units')
    .where('units.merchant_id', '=', merchantId);
  if (unitId !== null) return query.where('units.id', '=', unitId).executeTakeFirst();
  query = query
    .innerJoin('merchants', 'merchants.id', 'units.merchant_id')
    .orderBy(sql`coalesce(units.id = merchants.default_unit_id, false)`, 'desc');
  return query.orderBy('units.id').limit(1).executeTakeFirst();
}

/** The state change itself (state.ts checks it first); the plugin of the row, for its hook. */
export async function updateTransactionState(
  trx: DbHandle,
  id: string,
  to: TransactionState,
  changes: { amount_minor?: number; test_payment?: boolean },
): Promise<{ plugin: string; test_payment: boolean } | undefined> {
  return queryable(trx)
    .updateTable('transactions')
    .set({ state: to, state_changed_at: new Date(), ...changes })
    .where('id', '=', id)
    .returning(['plugin', 'test_payment'])
    .executeTakeFirst();
}

export async function setAttemptState(
  trx: DbHandle,
  attemptId: string,
  state: string,
  reference?: string,
): Promise<void> {
  await queryable(trx)
    .updateTable('payment_attempts')
    .set({ state, updated_at: new Date(), ...(reference ? { gateway_reference: reference } : {}) })
    .where('id', '=', attemptId)
    .execute();
}

/** The attempt that took (or holds) the money, if any. */
export async function settledAttempt(db: DbHandle, transactionId: string): Promise<AttemptRow | undefined> {
  return queryable(db)
    .selectFrom('payment_attempts')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .where('state', 'in', ['paid', 'authorized'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Writes a transaction in state created; `logged`, when given, by the same INSERT statement
 * (a data-modifying WITH), so the row and its log entry commit together without a
 * BEGIN/COMMIT round trip each.
 */
export async function insertTransaction(
  trx: DbHandle,
  values: CreationRow,
  logged: PreparedActivity | undefined,
): Promise<TransactionRow> {
  const db = queryable(trx);
  const creator = logged
    ? db.with('logged', (db) =>
        db.insertInto('activity_log').values({
          merchant_id: logged.merchantId,
          actor: logged.actor,
          action: logged.action,
          plugin: logged.plugin,
          params: logged.paramsJson,
          created_at: new Date(),
        }),
      )
    : db;
  return creator.insertInto('transactions').values(values).returningAll().executeTakeFirstOrThrow();
}

export interface NewAttempt {
  transaction_id: string;
  gateway_code: string;
  amount_minor: number;
  fee_minor: number;
  total_minor: number;
  currency: string;
  lang: string;
  next_check_at: Date | null;
  test_mode: boolean;
}

/** A pending attempt. */
export function insertAttempt(trx: DbHandle, attempt: NewAttempt): Promise<AttemptRow> {
  return queryable(trx)
    .insertInto('payment_attempts')
    .values({
      transaction_id: attempt.transaction_id,
      gateway_code: attempt.gateway_code,
      amount_minor: attempt.amount_minor,
      fee_minor: attempt.fee_minor,
      total_minor: attempt.total_minor,
      currency: attempt.currency,
      state: 'pending',
      lang: attempt.lang,
      next_check_at: attempt.next_check_at,
      test_mode: attempt.test_mode,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records a gateway callback's id; false when it was recorded before (a replay). */
export async function recordCallback(trx: DbHandle, callbackId: string, attemptId: string): Promise<boolean> {
  const recorded = await queryable(trx)
    .insertInto('gateway_callbacks')
    .values({ id: callbackId, attempt_id: attemptId })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return recorded !== undefined;
}

/** Up to `batch` payable transactions whose deadline has passed. */
export async function listDueTransactionIds(db: DbHandle, now: Date, batch: number): Promise<string[]> {
  const due = await queryable(db)
    .selectFrom('transactions')
    .select('id')
    .where('state', 'in', ['created', 'pending', 'attempted', 'failed'])
    .where('expiration_time', '<=', now)
    .where('deleted_at', 'is', null)
    .limit(batch)
    .execute();
  return due.map(({ id }) => id);
}

/** SELECT … FOR UPDATE of a row the sweep found due, deleted or not. */
export function lockDueTransaction(trx: DbHandle, id: string): Promise<TransactionRow | undefined> {
  return queryable(trx)
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
