import { minorFromDb } from '../../../src/domain/money.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type {
  AttemptCall,
  Gateways,
  PaymentProvider,
  PaymentStatus,
  ReturnRequest,
} from '../../gateways/service.ts';
import { claimAttemptStart, claimDueAttempt, saveAttemptStart } from './attempt-repository.ts';
import { type AttemptOutcome, applyAttemptStatus } from './provider-settle.ts';
import { type AttemptRow, findAttempt, findGateway, findTransaction } from './repository.ts';
import { resultUrl } from './transactions.ts';

interface ProviderTarget {
  provider: PaymentProvider;
  call: AttemptCall;
  resultUrl: string;
}

/** The attempt as its provider sees it; null for the built-in gateways and unknown ids. */
export async function targetOf(
  db: DbHandle,
  gateways: Gateways,
  publicUrl: string,
  attempt: AttemptRow,
): Promise<ProviderTarget | null> {
  const transaction = await findTransaction(db, attempt.transaction_id);
  const gateway = transaction && (await findGateway(db, transaction.merchant_id, attempt.gateway_code));
  const provider = gateway && gateways.provider(gateway.adapter);
  if (!transaction || !gateway || !provider) return null;
  const urlOf = (leg: string) => `${publicUrl}/api/v1/gateways/return/${attempt.id}/${leg}`;
  return {
    provider,
    resultUrl: resultUrl({ publicUrl }, attempt.lang, transaction.plugin, attempt.id),
    call: {
      account: gateways.account(gateway),
      reference: attempt.reference,
      amountMinor: minorFromDb(attempt.total_minor),
      currency: attempt.currency.trim(),
      lang: attempt.lang === 'ar' ? 'ar' : 'en',
      authorizeOnly: gateway.capture_mode === 'manual',
      refs: attempt.provider_refs,
      method: gateway.provider_method,
      customer: {
        name: transaction.customer_name,
        email: transaction.customer_email,
        phone: transaction.customer_phone,
      },
      urls: { response: urlOf('response'), error: urlOf('error') },
    },
  };
}

/** Where a built-in gateway's attempt goes instead: the sandbox's page while it is open, else its result. */
async function builtinLanding(deps: Deps, attempt: AttemptRow): Promise<string | null> {
  const transaction = await findTransaction(deps.db, attempt.transaction_id);
  if (!transaction) return null;
  const gateway = await findGateway(deps.db, transaction.merchant_id, attempt.gateway_code);
  if (gateway?.adapter === 'sandbox' && attempt.state === 'pending')
    return deps.gateways.sandbox.pageUrl(attempt.id);
  return resultUrl({ publicUrl: deps.publicUrl }, attempt.lang, transaction.plugin, attempt.id);
}

export interface Deps {
  db: DbHandle;
  gateways: Gateways;
  publicUrl: string;
}

/**
 * Where the customer's browser goes to pay: the attempt was committed before this, so the
 * provider hears of an attempt that exists. One visit starts it at the provider; a second
 * visit (a reload) goes to the page already made, and a failed start to the result page.
 */
export async function startAtProvider(deps: Deps, attemptId: string): Promise<string | null> {
  const existing = await findAttempt(deps.db, attemptId);
  if (!existing) return null;
  const target = await targetOf(deps.db, deps.gateways, deps.publicUrl, existing);
  if (!target) return builtinLanding(deps, existing);
  if (existing.redirect_url) return existing.redirect_url;
  const attempt = await claimAttemptStart(deps.db, attemptId);
  if (!attempt) return target.resultUrl;
  const started = await target.provider.start(target.call);
  if (started.status === 'redirect') {
    await saveAttemptStart(deps.db, attempt.id, { redirectUrl: started.url, refs: started.refs });
    return started.url;
  }
  if (started.status === 'refused') {
    await inTransaction(deps.db, (trx) =>
      applyAttemptStatus(
        trx,
        attempt.id,
        { status: 'declined', reason: started.reason, refs: {} },
        new Date(),
      ),
    );
  }
  // Unknown: the attempt stays pending and reconciliation asks about its reference.
  return target.resultUrl;
}

export type ReturnAnswer = { kind: 'text' | 'browser'; url: string };

/**
 * What arrived at one of an attempt's URLs. A claim is never applied as it stands: the
 * provider is asked (KNET's trandata is encrypted, not authenticated; MyFatoorah's redirect
 * carries only a paymentId), and only its answer, bound to the attempt, is committed. When
 * the provider cannot be asked, only a failure claim is applied; a success waits for
 * reconciliation.
 */
export async function receiveReturn(
  deps: Deps,
  attemptId: string,
  request: ReturnRequest,
): Promise<{ answer: ReturnAnswer; outcome: AttemptOutcome | 'unread' } | null> {
  const attempt = await findAttempt(deps.db, attemptId);
  if (!attempt) return null;
  const target = await targetOf(deps.db, deps.gateways, deps.publicUrl, attempt);
  if (!target) {
    // A built-in gateway's attempt has nothing here to read: its customer goes to the result.
    const landing = await builtinLanding(deps, attempt);
    return landing ? { answer: { kind: 'browser', url: landing }, outcome: 'unread' } : null;
  }
  const read = target.provider.readReturn(target.call, request);
  const fallbackKind = request.leg === 'response' && request.method === 'POST' ? 'text' : 'browser';
  if (!read.ok) return { answer: { kind: fallbackKind, url: target.resultUrl }, outcome: 'unread' };
  let status: PaymentStatus = await target.provider.inquire(target.call, read.hint);
  const claimedFailure = read.claimed.status === 'declined' || read.claimed.status === 'canceled';
  if ((status.status === 'unknown' || status.status === 'not_found') && claimedFailure) status = read.claimed;
  const outcome = await inTransaction(deps.db, (trx) =>
    applyAttemptStatus(trx, attempt.id, status, new Date()),
  );
  return { answer: { kind: read.answer, url: target.resultUrl }, outcome };
}

/**
 * One reconciliation question about a due attempt, asked by one instance (the claim is one
 * UPDATE); answers null when another instance holds it or it is settled.
 */
export async function reconcileAttempt(
  deps: Deps,
  attemptId: string,
  now: Date,
): Promise<AttemptOutcome | null> {
  const attempt = await claimDueAttempt(deps.db, attemptId, now);
  if (!attempt) return null;
  const target = await targetOf(deps.db, deps.gateways, deps.publicUrl, attempt);
  if (!target) return null;
  const status = await target.provider.inquire(target.call);
  return inTransaction(deps.db, (trx) => applyAttemptStatus(trx, attempt.id, status, now));
}
