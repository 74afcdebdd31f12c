import type { AttemptCall, ReturnRead, ReturnRequest } from '../provider.ts';
import { type KnetAccount, KWD, readKnetAmount } from './account.ts';
import { decryptTrandata } from './cipher.ts';
import { knetRefs, parsePlainFields, statusOf } from './result.ts';

/**
 * Reads what KNET (the response leg, server to server) or the customer's browser (the error
 * leg) brought to one attempt's URLs. The response leg carries `trandata`; the error leg
 * carries `Error` and `ErrorText` in clear, with `paymentid`, `trackid` and `amt` beside them
 * (manual K-064, 3.6.1: the fields read when ErrorText is set).
 */
export function readKnetReturn(account: KnetAccount, call: AttemptCall, request: ReturnRequest): ReturnRead {
  const clear = { ...request.query, ...request.form };
  const answer = request.leg === 'response' ? 'text' : 'browser';
  if (clear.trandata !== undefined) {
    const plain = decryptTrandata(clear.trandata, account.resourceKey);
    if (plain === null) return { ok: false, reason: 'tampered' };
    const fields = parsePlainFields(plain);
    if (fields.result === undefined && fields.Error === undefined && fields.ErrorText === undefined) {
      return { ok: false, reason: 'malformed' };
    }
    return bound(
      call,
      { ...fields, Error: fields.Error ?? clear.Error, ErrorText: fields.ErrorText ?? clear.ErrorText },
      answer,
    );
  }
  if (clear.Error !== undefined || clear.ErrorText !== undefined || clear.result !== undefined) {
    return bound(call, clear, answer);
  }
  return { ok: false, reason: 'malformed' };
}

function bound(
  call: AttemptCall,
  fields: Readonly<Record<string, string | undefined>>,
  answer: 'text' | 'browser',
): ReturnRead {
  const trackid = fields.trackid?.trim();
  if (trackid && trackid !== call.reference) return { ok: false, reason: 'mismatch' };
  const amount = fields.amt?.trim() ? readKnetAmount(fields.amt) : null;
  if (fields.amt?.trim() && amount !== call.amountMinor) return { ok: false, reason: 'mismatch' };
  if (call.currency !== KWD.code) return { ok: false, reason: 'mismatch' };
  const defined = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const hint = knetRefs(defined);
  const error = [fields.Error, fields.ErrorText].filter(Boolean).join(' ');
  if (error && !fields.result) {
    // The error leg has no result word: its text is all that tells a cancel from a failure.
    const canceled = /cancel/i.test(error);
    return {
      ok: true,
      claimed: { status: canceled ? 'canceled' : 'declined', reason: error, refs: hint },
      hint,
      answer,
    };
  }
  const claimed = statusOf(defined, call.authorizeOnly, true);
  // A success must name its attempt: a trandata without trackid or amt binds to nothing.
  const success =
    claimed.status === 'paid' || claimed.status === 'authorized' || claimed.status === 'unknown';
  if (success && (!trackid || amount === null)) return { ok: false, reason: 'mismatch' };
  return { ok: true, claimed, hint, answer };
}
