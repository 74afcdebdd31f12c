import { describe, expect, it } from 'vitest';
import { transactionCreatorScope } from '@/domain/own-transactions';
import { PERMISSIONS } from '@/domain/permissions';

describe('transactionCreatorScope', () => {
  it('limits a member without view_all_paymenttransaction to what they created', () => {
    expect(
      transactionCreatorScope({ id: 7, is_superuser: false, permissions: ['access_payment_request'] }),
    ).toBe(7);
  });

  it('opens everyone’s transactions with the permission, and to a superuser', () => {
    expect(
      transactionCreatorScope({ id: 7, is_superuser: false, permissions: [PERMISSIONS.viewAllTransactions] }),
    ).toBeNull();
    expect(transactionCreatorScope({ id: 1, is_superuser: true, permissions: [] })).toBeNull();
  });
});
