import { describe, expect, it } from 'vitest';
import { attentionActions, canApplyLatePayment } from '../../src/domain/payment-attention';
import { canTransition, TRANSACTION_STATES } from '../../src/domain/transaction-states';

const open = (reason: 'expired' | 'already_paid' | 'late') => ({ reason, state: 'open' as const });

describe('what staff may do with a payment that needs attention', () => {
  it('offers refund and apply for an expired or late success on an unpaid transaction', () => {
    expect(attentionActions(open('expired'), 'expired', 'paid')).toEqual(['refund', 'apply']);
    expect(attentionActions(open('late'), 'pending', 'paid')).toEqual(['refund', 'apply']);
    expect(attentionActions(open('late'), 'failed', 'paid')).toEqual(['refund', 'apply']);
  });

  it('offers only refund once the transaction is paid, canceled or otherwise closed', () => {
    expect(attentionActions(open('already_paid'), 'paid', 'paid')).toEqual(['refund']);
    for (const state of ['paid', 'authorized', 'canceled', 'invalid', 'cod'] as const) {
      expect(attentionActions(open('late'), state, 'paid'), state).toEqual(['refund']);
    }
  });

  it('offers nothing for a resolved row, or for an attempt captured or voided elsewhere', () => {
    expect(attentionActions({ reason: 'expired', state: 'applied' }, 'paid', 'paid')).toEqual([]);
    expect(attentionActions({ reason: 'late', state: 'refunded' }, 'pending', 'paid')).toEqual([]);
    expect(attentionActions({ reason: 'late', state: 'voided' }, 'expired', 'canceled')).toEqual([]);
    expect(attentionActions(open('late'), 'pending', 'canceled')).toEqual([]);
  });

  it('offers only the release of a card hold: nothing was taken to refund or apply', () => {
    expect(attentionActions(open('late'), 'pending', 'authorized')).toEqual(['void']);
    expect(attentionActions(open('expired'), 'expired', 'authorized')).toEqual(['void']);
  });

  it('lets staff turn an expired transaction paid, which nothing else may', () => {
    expect(canTransition('expired', 'paid')).toBe(false);
    expect(canApplyLatePayment('expired')).toBe(true);
    const applicable = TRANSACTION_STATES.filter(canApplyLatePayment);
    expect(applicable).toEqual(['created', 'pending', 'attempted', 'failed', 'expired']);
  });
});
