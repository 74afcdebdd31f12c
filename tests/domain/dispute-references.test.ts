import { describe, expect, it } from 'vitest';
import { disputeReferences, genericReference } from '../../src/domain/dispute-references.ts';

describe('the references a receipt shows for a dispute', () => {
  it("keeps a MyFatoorah payment's invoice, payment and reference ids, in order, and drops the rest", () => {
    const refs = {
      payment_gateway: 'VISA/MASTER',
      reference_id: '0711',
      payment_id: '0708',
      invoice_id: '6132',
      track_id: '09-12',
      authorization_id: '',
    };
    expect(disputeReferences(refs)).toEqual([
      { key: 'invoice_id', value: '6132' },
      { key: 'payment_id', value: '0708' },
      { key: 'reference_id', value: '0711' },
    ]);
  });

  it('says the attempt reference only when no provider reference already says it', () => {
    const shown = disputeReferences({ reference: '4311', auth: 'B12' });
    expect(genericReference('4311', shown)).toBeNull();
    expect(genericReference('sandbox-9', [])).toBe('sandbox-9');
    expect(genericReference(null, shown)).toBeNull();
  });
});
