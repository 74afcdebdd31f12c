import type { Binding, PaymentStatus, ProviderRefs } from '../provider.ts';
import { KWD, readKnetAmount } from './account.ts';

/**
 * KNET's answer fields as named in the response leg (trandata) and in the tranportal's XML
 * answer (manual K-064, 3.5.5 and 3.7.3): the XML calls the payment id `payid`.
 */
export type KnetFields = Readonly<Record<string, string>>;

/** What a customer or the staff need for a dispute, under the names ProviderRefs uses. */
export function knetRefs(fields: KnetFields): ProviderRefs {
  const refs: Record<string, string> = {};
  const pairs: [string, string | undefined][] = [
    ['payment_id', fields.paymentid || fields.payid],
    ['tran_id', fields.tranid],
    ['reference', fields.ref],
    ['auth', fields.auth],
    ['postdate', fields.postdate],
    ['result', fields.result],
  ];
  for (const [name, value] of pairs) {
    const trimmed = value?.trim();
    if (trimmed) refs[name] = trimmed;
  }
  return refs;
}

/** The response leg's and the inquiry's success words (manual 3.5.5); APPROVED is an authorisation's. */
const CAPTURED = new Set(['CAPTURED', 'SUCCESS']);
const APPROVED = new Set(['APPROVED', 'CAPTURED', 'SUCCESS']);
/** Final failures the manual names; any other word leaves the attempt to be asked about again. */
const FAILED = new Set(['NOT CAPTURED', 'DENIED BY RISK', 'HOST TIMEOUT', 'FAILURE', 'SUSPECTED', 'VOIDED']);

function bindingOf(fields: KnetFields): Binding | null {
  const amountMinor = readKnetAmount(fields.amt);
  if (amountMinor === null) return null;
  // Neither leg carries a currency: the terminal settles KWD alone and the request said 414.
  return { reference: fields.trackid?.trim() || null, invoiceId: null, amountMinor, currency: KWD.code };
}

/**
 * One result word as a payment status. `final` is false for the inquiry, where a word the
 * manual does not name means "not settled yet" rather than a failure.
 */
export function statusOf(fields: KnetFields, authorizeOnly: boolean, final: boolean): PaymentStatus {
  const result = (fields.result ?? '').trim().toUpperCase();
  const refs = knetRefs(fields);
  const success = authorizeOnly ? APPROVED : CAPTURED;
  if (success.has(result)) {
    const bound = bindingOf(fields);
    if (!bound) return { status: 'unknown', reason: `KNET said ${result} without a readable amount` };
    return { status: authorizeOnly ? 'authorized' : 'paid', bound, refs };
  }
  if (result === 'CANCELED' || result === 'CANCELLED')
    return { status: 'canceled', reason: 'CANCELED', refs };
  if (FAILED.has(result) || (final && result !== '')) return { status: 'declined', reason: result, refs };
  return { status: 'pending', refs };
}

/** Splits a plain `name=value&…` string the way the kit does (result.php), '+' read as a space. */
export function parsePlainFields(plain: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(plain)) fields[name] = value;
  return fields;
}
