import type { PayResponse } from '../../../src/domain/contracts/payments.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, handleOf, queryable } from '../../db/handle.ts';
import * as payService from './pay-service.ts';
import * as repository from './repository.ts';
import * as transactions from './transactions-service.ts';

/**
 * The payments core's public surface. Added for food ordering and the kitchen (issue 15,
 * group "food"); the functions that take a DbHandle hand the payments code the query builder
 * until the payments group's own service, over repositories that take a handle, replaces them.
 */
export { allowedGateways, buildPayChoices, gatewayName } from './pay-choices.ts';
export { isUuid } from './repository.ts';
export { paymentUrl } from './transactions-service.ts';

export const listGateways = (db: DbHandle, merchantId: number) =>
  repository.listGateways(queryable(db), merchantId);

export const startNewPayment = (
  trx: DbHandle,
  ctx: Parameters<typeof payService.startNewPayment>[1],
  input: payService.PayInput,
): Promise<PayResponse> => payService.startNewPayment(queryable(trx), ctx, input);

export const createTransaction = (trx: DbHandle, input: transactions.NewTransaction) =>
  transactions.createTransaction(queryable(trx), input);

export type StateHook = (trx: DbHandle, transactionId: string, to: TransactionState) => Promise<void>;

export const onTransactionState = (plugin: string, hook: StateHook): void =>
  repository.onTransactionState(plugin, (trx, transactionId, to) => hook(handleOf(trx), transactionId, to));
