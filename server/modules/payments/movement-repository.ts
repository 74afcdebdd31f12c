import { minorFromDb } from '../../../src/domain/money.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

/** The money ledger of a transaction: every payment, authorisation, capture, refund and void. */
export interface MovementRow {
  kind: 'payment' | 'authorization' | 'capture' | 'refund' | 'void';
  amountMinor: number;
}

export async function listMovements(db: DbHandle, transactionId: string): Promise<MovementRow[]> {
  const rows = await queryable(db)
    .selectFrom('money_movements')
    .select(['kind', 'amount_minor'])
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ kind: row.kind, amountMinor: minorFromDb(row.amount_minor) }));
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
