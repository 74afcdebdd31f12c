/**
 * The money ledger of one transaction: every movement is a row, and the paid, captured,
 * refunded and available amounts are derived from the rows, never stored beside them.
 * Guards here decide whether a refund, capture or void may be written; the server calls
 * them with the transaction row locked, so two racing requests see each other's rows.
 */

export const MOVEMENT_KINDS = ['payment', 'authorization', 'capture', 'refund', 'void'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface Movement {
  kind: MovementKind;
  amountMinor: number;
  /**
   * Asked of the provider and not yet answered (absent: done). A pending refund already
   * counts against what may still be refunded, so a crash or a slow bank can never let two
   * refunds pass what was paid; a refused one is not a movement at all.
   */
  pending?: boolean;
}

export interface LedgerTotals {
  /** Held by a card gateway, captured or not. */
  authorized: number;
  /** Money actually taken: direct payments plus captures. */
  paid: number;
  captured: number;
  refunded: number;
  voided: number;
  /** Refunds asked of the provider, not yet confirmed. */
  refunding: number;
  /** Captures and voids asked of the provider, not yet confirmed. */
  holding: number;
  /** What a refund may still return. */
  refundable: number;
  /** What a capture (or a void) may still take (or release) from the hold. */
  capturable: number;
}

export function ledgerTotals(movements: readonly Movement[]): LedgerTotals {
  const sum = (kind: MovementKind, pending = false) =>
    movements
      .filter((m) => m.kind === kind && (m.pending ?? false) === pending)
      .reduce((total, m) => total + m.amountMinor, 0);
  const authorized = sum('authorization');
  const captured = sum('capture');
  const paid = sum('payment') + captured;
  const refunded = sum('refund');
  const voided = sum('void');
  const refunding = sum('refund', true);
  const holding = sum('capture', true) + sum('void', true);
  return {
    authorized,
    paid,
    captured,
    refunded,
    voided,
    refunding,
    holding,
    refundable: paid - refunded - refunding,
    capturable: authorized - captured - voided - holding,
  };
}

export type LedgerAction = 'refund' | 'capture' | 'void';

export type LedgerDecision =
  | { ok: true; amountMinor: number }
  | { ok: false; reason: 'exceeds_available' | 'nothing_available' };

/** Available amount for an action; the dashboard shows it and the guard enforces it. */
export function availableFor(action: LedgerAction, totals: LedgerTotals): number {
  return action === 'refund' ? totals.refundable : totals.capturable;
}

/**
 * `requested` null means "all that is available" (SPEC: an empty amount is sent as null).
 * A void always releases the whole remaining hold.
 */
export function decide(action: LedgerAction, totals: LedgerTotals, requested: number | null): LedgerDecision {
  const available = availableFor(action, totals);
  if (available <= 0) return { ok: false, reason: 'nothing_available' };
  if (action === 'void' || requested === null) return { ok: true, amountMinor: available };
  if (!Number.isSafeInteger(requested) || requested <= 0 || requested > available) {
    return { ok: false, reason: 'exceeds_available' };
  }
  return { ok: true, amountMinor: requested };
}

/** A decided action as the movement to write. */
export function movementFor(action: LedgerAction, amountMinor: number): Movement {
  return { kind: action, amountMinor };
}
