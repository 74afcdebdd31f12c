/**
 * Transaction states (issue 3) and the one table of allowed moves between them. Every
 * state change on the server goes through `canTransition`, so the rules live here once.
 */

export const TRANSACTION_STATES = [
  'created',
  'pending',
  'attempted',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
  'invalid',
  'cod',
] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

/**
 * - pending: a customer is at a gateway with an attempt.
 * - attempted: the customer left the gateway without finishing (canceled there); payable again.
 * - failed: the gateway declined; payable again (the result page offers "Try again").
 * - authorized: money held by a card gateway, waiting for a capture or a void.
 * - cod: the customer chose cash on delivery; staff settle it later.
 * - canceled (voided or withdrawn by staff), expired, invalid, paid: final for paying.
 * A bank can still complete an earlier attempt after the customer left it or a later one
 * failed; reconciliation then finds it paid, so attempted and failed can become paid too.
 */
const TRANSITIONS: Record<TransactionState, readonly TransactionState[]> = {
  created: ['pending', 'cod', 'canceled', 'expired', 'invalid'],
  pending: ['pending', 'paid', 'authorized', 'failed', 'attempted', 'cod', 'canceled', 'expired', 'invalid'],
  attempted: ['pending', 'paid', 'authorized', 'cod', 'canceled', 'expired', 'invalid'],
  failed: ['pending', 'paid', 'authorized', 'cod', 'canceled', 'expired', 'invalid'],
  authorized: ['paid', 'canceled'],
  cod: ['paid', 'canceled'],
  paid: [],
  canceled: [],
  expired: [],
  invalid: [],
};

export function canTransition(from: TransactionState, to: TransactionState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function allowedNextStates(from: TransactionState): readonly TransactionState[] {
  return TRANSITIONS[from];
}

/** States in which a customer may start a (new) payment attempt. */
export const PAYABLE_STATES: readonly TransactionState[] = ['created', 'pending', 'attempted', 'failed'];

export function isPayable(state: TransactionState): boolean {
  return PAYABLE_STATES.includes(state);
}

/** Money has been taken or held: never pay twice. */
export function isSettled(state: TransactionState): boolean {
  return SETTLED_STATES.includes(state);
}

/**
 * A customer still owes it: payable, or cash on delivery not yet settled. Neither paid nor
 * held (isSettled) nor closed (canceled, expired, invalid); one past its expiry is not owed
 * either (isPastExpiry). The bulk summary's "outstanding" and its warning for a row matching
 * another upload's unpaid link both read this.
 */
export const UNPAID_OPEN_STATES: readonly TransactionState[] = [...PAYABLE_STATES, 'cod'];

/** Money taken or held: what a summary counts as paid. */
export const SETTLED_STATES: readonly TransactionState[] = ['paid', 'authorized'];

/** A payable transaction whose expiration_time has passed is expired, whatever its row says. */
export function isPastExpiry(expirationTime: Date | null, now: Date): boolean {
  return expirationTime !== null && expirationTime.getTime() <= now.getTime();
}

export type StateColour = 'blue' | 'orange' | 'green' | 'red' | 'black';

/** SPEC 4 "Transaction display states and colours". */
export function stateColour(state: string): StateColour {
  switch (state) {
    case 'created':
      return 'blue';
    case 'pending':
    case 'attempted':
      return 'orange';
    case 'paid':
      return 'green';
    case 'failed':
    case 'canceled':
    case 'expired':
    case 'invalid':
      return 'red';
    default:
      return 'black';
  }
}

/** Display label: "Created", "Cod"… (the PWA translates it through the same words). */
export function stateLabel(state: string): string {
  return state.charAt(0).toUpperCase() + state.slice(1);
}

export const ATTEMPT_STATES = [
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'cod',
  'expired',
] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** SPEC 4 "Attempt result states": success and cod count as successful. */
export const ATTEMPT_RESULT_STATES = [
  'success',
  'cod',
  'paid',
  'pending',
  'failed',
  'canceled',
  'expired',
  'invalid',
] as const;
export type AttemptResultState = (typeof ATTEMPT_RESULT_STATES)[number];

export function isSuccessfulResult(state: AttemptResultState): boolean {
  return state === 'success' || state === 'cod';
}

/** The result page state of an attempt: an authorised card hold is a success for the customer. */
export function attemptResultState(attempt: AttemptState, transaction: TransactionState): AttemptResultState {
  if (attempt === 'paid' || attempt === 'authorized') return 'success';
  if (attempt === 'cod') return 'cod';
  if (attempt === 'pending' && transaction === 'expired') return 'expired';
  return attempt;
}
