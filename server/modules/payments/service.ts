/**
 * The payments core's public surface: transactions and their state machine, payment
 * attempts and gateway callbacks, money actions (refund, capture, void), pay choices and the
 * group commit of creations. Other modules reach payments only through this file.
 */
export {
  applyCallback,
  assertMerchantAccepts,
  attemptAmount,
  type CallbackResult,
  type PayInput,
  startNewPayment,
  startPayment,
  startPaymentIn,
  unpayableReason,
} from './attempts.ts';
export { type AttentionHook, onPaymentAttention } from './attention-hook.ts';
export { applyAttemptPayment, beginAttemptGiveBack } from './attention-money.ts';
export { type Creation, CreationBatcher, MAX_BATCH } from './creation-batcher.ts';
export { createTransactionsIn, type ManyCreation, type ManyOutcome } from './creation-many.ts';
export { quotedPayChoices, quoteForPay } from './fee-quotes.ts';
export {
  type Actor,
  beginMoneyAction,
  finishMoneyAction,
  type MoneyActionInput,
  moneyAction,
} from './money-actions.ts';
export { settleMovement } from './money-settle.ts';
export { findMovement, listMovements, type MovementRow } from './movement-repository.ts';
export { allowedGateways, buildPayChoices, feeOf, gatewayName } from './pay-choices.ts';
export {
  type AttemptRow,
  findAttempt,
  findGateway,
  findMerchantRow,
  findTransaction,
  findTransactionWithPause,
  findUnitFor,
  type GatewayRow,
  hasUnit,
  isUuid,
  listGateways,
  lockTransaction,
  type Merchant,
  saveTransactionExtra,
  type TransactionRow,
  type UnitRow,
} from './repository.ts';
export { sandboxPageOf } from './sandbox-page.ts';
export {
  IllegalTransition,
  onEveryTransactionState,
  onTransactionState,
  type StateHook,
  setTransactionState,
} from './state.ts';
export {
  createTransaction,
  expireDue,
  expireIfDue,
  type NewTransaction,
  paymentUrl,
  refreshExpiry,
  resultUrl,
} from './transactions.ts';
export { unitDetails } from './unit-details.ts';
