import type { Db } from '../../../../server/db/database.ts';
import type { MovementKind } from '../../../../src/domain/ledger.ts';

/** A transaction as the tests describe it: the figures they expect are computed from these. */
export interface Txn {
  plugin: string;
  state: string;
  amountMinor: number;
  currency: 'KWD' | 'USD';
  createdAt: Date;
  gateway?: string;
  feeMinor?: number;
  movements?: { kind: MovementKind; amountMinor: number }[];
  deleted?: boolean;
  email?: string;
}

/** Inserts the row, its attempt (the trigger then sets gateway_code) and its ledger movements. */
export async function insertTxn(db: Db, merchantId: number, txn: Txn): Promise<string> {
  const row = await db
    .insertInto('transactions')
    .values({
      merchant_id: merchantId,
      plugin: txn.plugin,
      state: txn.state,
      amount_minor: txn.amountMinor,
      currency: txn.currency,
      customer_name: 'Test Customer',
      customer_email: txn.email ?? null,
      pg_codes: JSON.stringify(['knet', 'kpay']),
      created_at: txn.createdAt,
      state_changed_at: txn.createdAt,
      deleted_at: txn.deleted ? txn.createdAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (txn.gateway) {
    const fee = txn.feeMinor ?? 0;
    const attempt = await db
      .insertInto('payment_attempts')
      .values({
        transaction_id: row.id,
        gateway_code: txn.gateway,
        amount_minor: txn.amountMinor,
        fee_minor: fee,
        total_minor: txn.amountMinor + fee,
        currency: txn.currency,
        state: txn.state === 'attempted' ? 'canceled' : txn.state,
        lang: 'en',
        created_at: txn.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const movement of txn.movements ?? []) {
      await db
        .insertInto('money_movements')
        .values({
          transaction_id: row.id,
          attempt_id: attempt.id,
          kind: movement.kind,
          amount_minor: movement.amountMinor,
          created_at: txn.createdAt,
        })
        .execute();
    }
  }
  return row.id;
}

export const hoursBefore = (time: Date, hours: number) => new Date(time.getTime() - hours * 3_600_000);
