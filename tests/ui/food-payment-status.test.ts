import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATES } from '@/domain/transaction-states';
import { customerPaymentStatus } from '@/features/food-menu/lib/customer-rules';

const status = (state: string, transaction_id: string | null = 'txn-1') =>
  customerPaymentStatus({ transaction_id, state });

describe("the confirmation's payment line", () => {
  it('says paid once the money is taken or held, and cash on delivery as such', () => {
    expect(status('paid')).toBe('paid');
    expect(status('authorized')).toBe('paid');
    expect(status('cod')).toBe('cod');
  });

  it('offers to pay again while the payment can still happen (declined, left at the gateway, pending)', () => {
    for (const state of ['created', 'pending', 'attempted', 'failed']) expect(status(state)).toBe('unpaid');
  });

  it('says the payment is over when it can no longer happen', () => {
    for (const state of ['canceled', 'expired', 'invalid']) expect(status(state)).toBe('closed');
  });

  it('says nothing for an order with nothing to pay', () => {
    expect(status('paid', null)).toBeNull();
  });

  it('gives every transaction state a line', () => {
    for (const state of TRANSACTION_STATES) expect(status(state)).not.toBeNull();
  });
});
