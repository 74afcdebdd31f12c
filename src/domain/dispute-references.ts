/**
 * The provider references a customer quotes to their bank in a dispute (issue 24), in the
 * order a receipt shows them. Only these keys leave the server: the rest of an attempt's
 * provider_refs (result words, post dates, gateway names) is for staff and reconciliation.
 * KNET: payment id, bank reference, authorisation code, transaction id; MyFatoorah: invoice
 * id, payment id, reference id. Both providers name their payment id `payment_id`.
 */
export const DISPUTE_REFERENCE_KEYS = [
  'invoice_id',
  'payment_id',
  'reference',
  'auth',
  'tran_id',
  'reference_id',
] as const;
export type DisputeReferenceKey = (typeof DISPUTE_REFERENCE_KEYS)[number];

export interface DisputeReference {
  key: DisputeReferenceKey;
  value: string;
}

export function disputeReferences(
  refs: Readonly<Record<string, unknown>> | null | undefined,
): DisputeReference[] {
  if (!refs) return [];
  return DISPUTE_REFERENCE_KEYS.flatMap((key) => {
    const value = refs[key];
    return typeof value === 'string' && value.trim() !== '' ? [{ key, value: value.trim() }] : [];
  });
}

/**
 * The attempt's one-line reference, shown only when no provider reference already says it
 * (a KNET attempt's gateway reference is its bank reference: one row, not two).
 */
export function genericReference(
  gatewayReference: string | null | undefined,
  shown: readonly DisputeReference[],
): string | null {
  if (!gatewayReference) return null;
  return shown.some((ref) => ref.value === gatewayReference) ? null : gatewayReference;
}
