import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type { PaymentStatus } from '../../gateways/service.ts';
import { findAttemptNamed, findGatewayByWebhookKey, findMovementByRefundId } from './attempt-repository.ts';
import { applyMoneyStatus } from './money-settle.ts';
import { type Deps, targetOf } from './provider-attempts.ts';
import { applyAttemptStatus } from './provider-settle.ts';
import { recordCallback } from './repository.ts';

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored' | 'signature' | 'malformed';

/** Applies an event once: its id is recorded in the same commit as what it changed. */
function once(db: DbHandle, eventKey: string, attemptId: string, apply: (trx: DbHandle) => Promise<unknown>) {
  return inTransaction(db, async (trx): Promise<WebhookOutcome> => {
    if (!(await recordCallback(trx, eventKey, attemptId))) return 'replayed';
    await apply(trx);
    return 'applied';
  });
}

/**
 * A provider's webhook delivery to one gateway's URL (its key is the capability): verified by
 * the provider's signature before anything is read, then applied once per event. A payment
 * event is confirmed by inquiry like a redirect, and binds to its attempt the same way; the
 * signed claim stands in only when the provider cannot be asked. Null: no such gateway.
 */
export async function receiveWebhook(
  deps: Deps,
  key: string,
  headers: Readonly<Record<string, string>>,
  rawBody: string,
): Promise<WebhookOutcome | null> {
  const gateway = await findGatewayByWebhookKey(deps.db, key);
  const provider = gateway && deps.gateways.provider(gateway.adapter);
  if (!gateway || !provider?.readWebhook) return null;
  const read = provider.readWebhook(deps.gateways.account(gateway), headers, rawBody);
  if (!read.ok) return read.reason;
  const { event } = read;
  const eventKey = `${gateway.adapter}:${read.eventId}`;
  if (event.kind === 'payment') {
    const attempt = await findAttemptNamed(deps.db, gateway.merchant_id, event);
    const target = attempt && (await targetOf(deps.db, deps.gateways, deps.publicUrl, attempt));
    if (!attempt || !target) return 'ignored';
    const hint = 'refs' in event.claimed ? event.claimed.refs : {};
    let status: PaymentStatus = await target.provider.inquire(target.call, hint);
    if (status.status === 'unknown') status = event.claimed;
    return once(deps.db, eventKey, attempt.id, (trx) =>
      applyAttemptStatus(trx, attempt.id, status, new Date()),
    );
  }
  if (event.kind === 'refund') {
    const movement = await findMovementByRefundId(deps.db, gateway.merchant_id, event.refundId);
    if (!movement?.attempt_id) return 'ignored';
    return once(deps.db, eventKey, movement.attempt_id, (trx) =>
      applyMoneyStatus(trx, movement.id, event.status, new Date()),
    );
  }
  return 'ignored';
}
