import type {
  AttemptCall,
  MoneyCall,
  MoneyStatus,
  PaymentProvider,
  PaymentStatus,
  ProviderAccount,
  ProviderHttp,
  ReturnRead,
  ReturnRequest,
  StartResult,
} from '../provider.ts';
import { KWD, knetAccount, knetAmount } from './account.ts';
import { CREDENTIALS_REFUSED, isUndecided, NO_RECORD } from './codes.ts';
import { ACTION, paymentPageUrl, paymentRequest } from './request.ts';
import { knetRefs, statusOf } from './result.ts';
import { readKnetReturn } from './return-leg.ts';
import { callTranportal, DEFAULT_TIMEOUT_MS, type TranportalAnswer } from './tranportal.ts';

/** A track id no attempt ever gets (ours are issued from 1): asking about it proves the credentials alone. */
const PROBE_TRACK_ID = '00000000000000000000';

/**
 * KNET's hosted payment page ("raw" integration, merchant manual K-064 and the bank's PHP kit
 * srku14/KNET-Payment-Gateway-SDK): the request travels encrypted in the customer's redirect,
 * the result comes back to the response URL, inquiry and refund go to the tranportal.
 */
export class KnetProvider implements PaymentProvider {
  readonly name = 'knet';

  constructor(
    private readonly http: ProviderHttp,
    private readonly options: { timeoutMs?: number } = {},
  ) {}

  async start(call: AttemptCall): Promise<StartResult> {
    if (call.currency !== KWD.code)
      return { status: 'refused', reason: `KNET takes KWD only, not ${call.currency}` };
    const account = knetAccount(call.account);
    if (!account.ok) return { status: 'refused', reason: account.reason };
    const request = paymentRequest(account.value, call);
    if (!request.ok) return { status: 'refused', reason: request.reason };
    return { status: 'redirect', url: paymentPageUrl(account.value, call, request.plain), refs: {} };
  }

  readReturn(call: AttemptCall, request: ReturnRequest): ReturnRead {
    const account = knetAccount(call.account);
    if (!account.ok) return { ok: false, reason: 'malformed' };
    return readKnetReturn(account.value, call, request);
  }

  /** Inquiry by our track id (udf5 "TrackID", transid = trackid, the original amount: manual 3.5.3). */
  async inquire(call: AttemptCall): Promise<PaymentStatus> {
    const answer = await this.inquiry(call.account, call.reference, call.amountMinor);
    if (answer.kind === 'unknown') return { status: 'unknown', reason: answer.reason };
    if (answer.kind === 'error') {
      if (NO_RECORD.has(answer.code)) return { status: 'not_found' };
      return { status: 'unknown', reason: `KNET: ${answer.text}` };
    }
    return statusOf(answer.fields, call.authorizeOnly, false);
  }

  async move(call: MoneyCall): Promise<MoneyStatus> {
    if (call.kind !== 'refund') {
      return {
        status: 'refused',
        reason: `KNET's merchant manual gives the tranportal no ${call.kind} action; use the KNET merchant portal`,
        refs: {},
      };
    }
    if (call.attempt.currency !== KWD.code)
      return { status: 'refused', reason: 'KNET refunds KWD only', refs: {} };
    const original = call.attempt.refs.tran_id
      ? (['TransID', call.attempt.refs.tran_id] as const)
      : call.attempt.refs.payment_id
        ? (['PaymentID', call.attempt.refs.payment_id] as const)
        : null;
    if (!original)
      return {
        status: 'refused',
        reason: 'The payment has no KNET transaction or payment id to refund',
        refs: {},
      };
    const account = knetAccount(call.account);
    if (!account.ok) return { status: 'refused', reason: account.reason, refs: {} };
    // The original is named by udf5 and transid; trackid is this refund's own (manual 3.5.4, "Trans ID").
    const answer = await callTranportal(
      this.http,
      account.value,
      [
        ['action', ACTION.refund],
        ['amt', knetAmount(call.amountMinor)],
        ['transid', original[1]],
        ['trackid', call.reference],
        ['udf5', original[0]],
      ],
      this.timeoutMs,
    );
    return moneyStatus(answer, 'refund');
  }

  async inquireMove(call: MoneyCall): Promise<MoneyStatus> {
    const answer = await this.inquiry(call.account, call.reference, call.amountMinor);
    if (answer.kind === 'error' && NO_RECORD.has(answer.code)) return { status: 'not_found' };
    return moneyStatus(answer, 'inquiry');
  }

  /**
   * Only the credential codes fail the test: any other answer, "no record" included, came after
   * the gateway had accepted the Tranportal ID and password.
   */
  async testConnection(account: ProviderAccount): Promise<{ ok: true } | { ok: false; reason: string }> {
    const answer = await this.inquiry(account, PROBE_TRACK_ID, 1000);
    if (answer.kind === 'unknown') return { ok: false, reason: answer.reason };
    if (answer.kind === 'error' && CREDENTIALS_REFUSED.has(answer.code)) {
      return { ok: false, reason: `KNET refused the credentials: ${answer.text}` };
    }
    return { ok: true };
  }

  private get timeoutMs() {
    return this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private async inquiry(
    account: ProviderAccount,
    trackId: string,
    amountMinor: number,
  ): Promise<TranportalAnswer> {
    const knet = knetAccount(account);
    if (!knet.ok) return { kind: 'unknown', reason: knet.reason };
    return callTranportal(
      this.http,
      knet.value,
      [
        ['action', ACTION.inquiry],
        ['amt', knetAmount(amountMinor)],
        ['transid', trackId],
        ['trackid', trackId],
        ['udf5', 'TrackID'],
      ],
      this.timeoutMs,
    );
  }
}

/**
 * A refund is done only when its result is CAPTURED (manual 3.7.3); an inquiry may also say
 * SUCCESS (3.5.5). An inquiry that fails says nothing about the refund, so it is unknown, never refused.
 */
function moneyStatus(answer: TranportalAnswer, asked: 'refund' | 'inquiry'): MoneyStatus {
  if (answer.kind === 'unknown') return { status: 'unknown', reason: answer.reason };
  if (answer.kind === 'error') {
    if (asked === 'inquiry' || isUndecided(answer.code))
      return { status: 'unknown', reason: `KNET: ${answer.text}` };
    return { status: 'refused', reason: `KNET: ${answer.text}`, refs: {} };
  }
  const refs = knetRefs(answer.fields);
  const result = (answer.fields.result ?? '').trim().toUpperCase();
  if (result === 'CAPTURED' || (asked === 'inquiry' && result === 'SUCCESS')) return { status: 'done', refs };
  if (asked === 'inquiry' && statusOf(answer.fields, false, false).status === 'pending') {
    return { status: 'pending', refs };
  }
  return { status: 'refused', reason: `KNET: ${result}`, refs };
}
