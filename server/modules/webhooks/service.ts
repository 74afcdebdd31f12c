import type { WebhookPayload } from '../../../src/domain/contracts/integrations.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { findWebhookSubject, insertWebhookEvent, listDeliveries } from './repository.ts';

export { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './signature.ts';
export { WebhookWorker, type WebhookWorkerOptions, webhookRetryDelayMs } from './worker.ts';

/**
 * Called by the payments core inside the database transaction of every state change:
 * the delivery exists if and only if the change commits, and the worker sends it later
 * (so a slow merchant server never holds a row lock). Nothing happens without a webhook_url.
 */
export async function notifyStateChange(trx: DbHandle, transactionId: string): Promise<void> {
  const transaction = await findWebhookSubject(trx, transactionId);
  if (!transaction?.webhook_url) return;

  const payload: WebhookPayload = {
    id: transaction.id,
    plugin: transaction.plugin,
    state: transaction.state as TransactionState,
    amount: formatAmount(minorFromDb(transaction.amount_minor), transaction.currency),
    currency_code: transaction.currency,
    external_reference: transaction.external_reference,
    updated_at: new Date(transaction.state_changed_at).toISOString(),
  };
  await insertWebhookEvent(trx, {
    merchantId: transaction.merchant_id,
    transactionId: transaction.id,
    apiKeyId: transaction.api_key_id,
    url: transaction.webhook_url,
    body: JSON.stringify(payload),
  });
}

/** A page of a plugin's deliveries, over the transactions `user` may see. */
export function deliveriesFor(
  db: DbHandle,
  user: TransactionViewer & { merchant_id: number },
  filter: { plugin: string; transactionId?: string; limit: number; offset: number },
) {
  return listDeliveries(db, {
    ...filter,
    merchantId: user.merchant_id,
    createdBy: transactionCreatorScope(user),
  });
}
