import type { WebhookPayload } from '../../../src/domain/contracts/integrations.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { Db } from '../../db/database.ts';

/**
 * Called by the payments core inside the database transaction of every state change:
 * the delivery exists if and only if the change commits, and the worker sends it later
 * (so a slow merchant server never holds a row lock). Nothing happens without a webhook_url.
 */
export async function notifyStateChange(trx: Db, transactionId: string): Promise<void> {
  const transaction = await trx
    .selectFrom('transactions')
    .select([
      'id',
      'merchant_id',
      'plugin',
      'state',
      'amount_minor',
      'currency',
      'external_reference',
      'webhook_url',
      'api_key_id',
      'state_changed_at',
    ])
    .where('id', '=', transactionId)
    .executeTakeFirst();
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
  const now = new Date();
  await trx
    .insertInto('webhook_events')
    .values({
      merchant_id: transaction.merchant_id,
      transaction_id: transaction.id,
      api_key_id: transaction.api_key_id,
      url: transaction.webhook_url,
      body: JSON.stringify(payload),
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}
