import { canTransition, type TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { notifyStateChange } from '../webhooks/service.ts';
import { type TransactionRow, updateTransactionState } from './repository.ts';

export class IllegalTransition extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`Transaction cannot move from ${from} to ${to}`);
  }
}

export type StateHook = (
  trx: DbHandle,
  transactionId: string,
  to: TransactionState,
  from: TransactionState,
  /** Whether the transaction now stands as a test payment (src/domain/test-payments.ts). */
  settled: { testPayment: boolean },
) => Promise<void>;
const stateHooks = new Map<string, StateHook>();
const everyPluginHooks = new Map<string, StateHook>();

/**
 * A plugin's reaction to its transactions' state changes (events confirm or release booked
 * places), run in the same database transaction so the two never disagree. One per plugin.
 */
export function onTransactionState(plugin: string, hook: StateHook): void {
  stateHooks.set(plugin, hook);
}

/**
 * A reaction to every plugin's state changes (the customer's receipt), under a name: an app
 * built again (tests build many) replaces its hook rather than adding a second one.
 */
export function onEveryTransactionState(name: string, hook: StateHook): void {
  everyPluginHooks.set(name, hook);
}

/**
 * The only way a transaction changes state: checked against the state machine (or a staff
 * action's own rule from src/domain, such as applying a late payment), reported to
 * the webhook outbox and to the plugin's and every-plugin hooks in the caller's database transaction.
 */
export async function setTransactionState(
  trx: DbHandle,
  transaction: Pick<TransactionRow, 'id' | 'state'>,
  to: TransactionState,
  changes: { amount_minor?: number; test_payment?: boolean } = {},
  allowed: (from: TransactionState, to: TransactionState) => boolean = canTransition,
): Promise<void> {
  const from = transaction.state as TransactionState;
  if (!allowed(from, to)) throw new IllegalTransition(from, to);
  const updated = await updateTransactionState(trx, transaction.id, to, changes);
  await notifyStateChange(trx, transaction.id, from);
  const settled = { testPayment: updated?.test_payment ?? false };
  const hook = updated === undefined ? undefined : stateHooks.get(updated.plugin);
  if (hook) await hook(trx, transaction.id, to, from, settled);
  for (const everyPlugin of everyPluginHooks.values())
    await everyPlugin(trx, transaction.id, to, from, settled);
}
