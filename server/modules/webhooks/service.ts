import { randomBytes } from 'node:crypto';
import type { WebhookPayload } from '../../../src/domain/contracts/integrations.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { stateChangeEventType, type WebhookEventType } from '../../../src/domain/webhook-events.ts';
import type { DbHandle } from '../../db/handle.ts';
import {
  findSubscribedEndpoints,
  findWebhookSubject,
  insertWebhookEvents,
  listDeliveries,
  type NewWebhookEvent,
} from './repository.ts';

export { EVENT_ID_HEADER, SIGNATURE_HEADER, signWebhook, verifyWebhook } from './signature.ts';
export { WebhookWorker, type WebhookWorkerOptions, webhookRetryDelayMs } from './worker.ts';

/** Unguessable and unique: receivers de-duplicate by it, so it must never repeat across events. */
const newEventId = () => `evt_${randomBytes(18).toString('base64url')}`;

/**
 * Queues `type` for the merchant's enabled endpoints subscribed to it (and, when `ownUrl`, for
 * the transaction's own webhook_url), one event with its own id each, in the caller's database
 * transaction: the deliveries exist if and only if the change commits, and the worker sends
 * them later (so a slow merchant server never holds a row lock).
 */
async function queueEvents(
  trx: DbHandle,
  transactionId: string,
  typeOf: (state: TransactionState) => WebhookEventType,
  ownUrl: boolean,
): Promise<void> {
  const transaction = await findWebhookSubject(trx, transactionId);
  if (!transaction) return;
  const type = typeOf(transaction.state as TransactionState);
  const endpoints = await findSubscribedEndpoints(trx, transaction.merchant_id, transaction.plugin, type);
  const body = (eventId: string): string => {
    const payload: WebhookPayload = {
      event_id: eventId,
      type,
      id: transaction.id,
      plugin: transaction.plugin,
      state: transaction.state as TransactionState,
      amount: formatAmount(minorFromDb(transaction.amount_minor), transaction.currency),
      currency_code: transaction.currency,
      external_reference: transaction.external_reference,
      updated_at: new Date(transaction.state_changed_at).toISOString(),
    };
    return JSON.stringify(payload);
  };
  const event = (target: {
    apiKeyId: number | null;
    endpointId: number | null;
    url: string;
  }): NewWebhookEvent => {
    const publicId = newEventId();
    return {
      merchantId: transaction.merchant_id,
      transactionId: transaction.id,
      publicId,
      eventType: type,
      ...target,
      body: body(publicId),
    };
  };
  const events = endpoints.map((endpoint) =>
    event({ apiKeyId: null, endpointId: endpoint.id, url: endpoint.url }),
  );
  if (ownUrl && transaction.webhook_url)
    events.unshift(
      event({ apiKeyId: transaction.api_key_id, endpointId: null, url: transaction.webhook_url }),
    );
  await insertWebhookEvents(trx, events);
}

/**
 * Called by the payments core inside the database transaction of every state change: to the
 * transaction's own webhook_url (signed with its API key's secret) and to every subscribed
 * endpoint. `from` tells a capture (authorized → paid) from a payment.
 */
export function notifyStateChange(
  trx: DbHandle,
  transactionId: string,
  from: TransactionState | null = null,
): Promise<void> {
  return queueEvents(trx, transactionId, (state) => stateChangeEventType(from, state), true);
}

/** An event that is no state change (a refund), for the endpoints subscribed to it only. */
export function notifyTransactionEvent(
  trx: DbHandle,
  transactionId: string,
  type: WebhookEventType,
): Promise<void> {
  return queueEvents(trx, transactionId, () => type, false);
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
