/** The payments core's public surface: what other modules use of it. */
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, handleOf, queryable } from '../../db/handle.ts';
import { type PayInput, startNewPayment as startNewPaymentIn } from './pay-service.ts';
import { listGateways as listGatewayRows, onTransactionState as onStateIn } from './repository.ts';
import { createTransaction as createTransactionIn, type NewTransaction } from './transactions-service.ts';

export { allowedGateways, buildPayChoices } from './pay-choices.ts';
export { isUuid } from './repository.ts';

// The functions below take a database handle; the payments code they call still takes the
// query builder.

export const listGateways = (db: DbHandle, merchantId: number) => listGatewayRows(queryable(db), merchantId);

export const createTransaction = (trx: DbHandle, input: NewTransaction) =>
  createTransactionIn(queryable(trx), input);

export const startNewPayment = (
  trx: DbHandle,
  ctx: Parameters<typeof startNewPaymentIn>[1],
  input: PayInput,
) => startNewPaymentIn(queryable(trx), ctx, input);

/** A plugin's reaction to its transactions' state changes, in the transaction of the change. */
export function onTransactionState(
  plugin: string,
  hook: (trx: DbHandle, transactionId: string, to: TransactionState) => Promise<void>,
): void {
  onStateIn(plugin, (trx, transactionId, to) => hook(handleOf(trx), transactionId, to));
}
