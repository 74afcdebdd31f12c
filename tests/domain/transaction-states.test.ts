import { describe, expect, it } from 'vitest';
import {
  allowedNextStates,
  attemptResultState,
  canTransition,
  isPastExpiry,
  isPayable,
  isSettled,
  isSuccessfulResult,
  stateColour,
  stateLabel,
  TRANSACTION_STATES,
  type TransactionState,
} from '../../src/domain/transaction-states';

const EXPECTED: Record<TransactionState, TransactionState[]> = {
  created: ['pending', 'cod', 'canceled', 'expired', 'invalid'],
  pending: ['pending', 'paid', 'authorized', 'failed', 'attempted', 'cod', 'canceled', 'expired', 'invalid'],
  // A bank completing an earlier attempt late, found by reconciliation.
  attempted: ['pending', 'paid', 'authorized', 'cod', 'canceled', 'expired', 'invalid'],
  failed: ['pending', 'paid', 'authorized', 'cod', 'canceled', 'expired', 'invalid'],
  authorized: ['paid', 'canceled'],
  cod: ['paid', 'canceled'],
  paid: [],
  canceled: [],
  expired: [],
  invalid: [],
};

describe('transaction state machine', () => {
  it('allows exactly the listed moves, for every pair of states', () => {
    for (const from of TRANSACTION_STATES) {
      for (const to of TRANSACTION_STATES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(EXPECTED[from].includes(to));
      }
      expect([...allowedNextStates(from)].sort()).toEqual([...EXPECTED[from]].sort());
    }
  });

  it('never leaves paid, canceled, expired or invalid', () => {
    for (const final of ['paid', 'canceled', 'expired', 'invalid'] as const) {
      expect(allowedNextStates(final)).toEqual([]);
    }
  });

  it('lets a customer pay again after a decline or an abandoned gateway, never after a payment', () => {
    for (const state of TRANSACTION_STATES) {
      expect(isPayable(state), state).toBe(['created', 'pending', 'attempted', 'failed'].includes(state));
    }
    expect(isSettled('paid')).toBe(true);
    expect(isSettled('authorized')).toBe(true);
    expect(isSettled('cod')).toBe(false);
  });

  it('is expired at and after the expiration time', () => {
    const at = new Date('2026-02-01T10:00:00Z');
    expect(isPastExpiry(null, at)).toBe(false);
    expect(isPastExpiry(new Date('2026-02-01T10:00:01Z'), at)).toBe(false);
    expect(isPastExpiry(at, at)).toBe(true);
    expect(isPastExpiry(new Date('2026-02-01T09:00:00Z'), at)).toBe(true);
  });
});

describe('display states', () => {
  it('colours states as SPEC 4 says', () => {
    expect(stateColour('created')).toBe('blue');
    expect(stateColour('pending')).toBe('orange');
    expect(stateColour('attempted')).toBe('orange');
    expect(stateColour('paid')).toBe('green');
    for (const red of ['failed', 'canceled', 'expired', 'invalid']) expect(stateColour(red)).toBe('red');
    for (const other of ['cod', 'authorized', 'refunded', '']) expect(stateColour(other)).toBe('black');
    expect(stateLabel('paid')).toBe('Paid');
  });

  it('reports an attempt result the customer understands', () => {
    expect(attemptResultState('paid', 'paid')).toBe('success');
    expect(attemptResultState('authorized', 'authorized')).toBe('success');
    expect(attemptResultState('cod', 'cod')).toBe('cod');
    expect(attemptResultState('failed', 'failed')).toBe('failed');
    expect(attemptResultState('canceled', 'attempted')).toBe('canceled');
    expect(attemptResultState('pending', 'expired')).toBe('expired');
    expect(isSuccessfulResult('success')).toBe(true);
    expect(isSuccessfulResult('cod')).toBe(true);
    expect(isSuccessfulResult('failed')).toBe(false);
  });
});
