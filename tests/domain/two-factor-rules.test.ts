import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/domain/permissions';
import {
  mustUseTwoFactor,
  normaliseRecoveryCode,
  normaliseTotpCode,
} from '../../src/domain/two-factor-rules';

describe('who must use two-factor sign-in when the merchant requires it', () => {
  it('covers owners and anyone who can refund or export', () => {
    expect(mustUseTwoFactor({ is_superuser: true, permissions: [] })).toBe(true);
    expect(mustUseTwoFactor({ is_superuser: false, permissions: [PERMISSIONS.refundTransactions] })).toBe(
      true,
    );
    expect(mustUseTwoFactor({ is_superuser: false, permissions: [PERMISSIONS.viewExportSettings] })).toBe(
      true,
    );
  });

  it('leaves out staff who can do neither', () => {
    expect(mustUseTwoFactor({ is_superuser: false, permissions: [] })).toBe(false);
    expect(
      mustUseTwoFactor({
        is_superuser: false,
        permissions: ['access_payment_request', PERMISSIONS.captureTransactions, PERMISSIONS.viewStatistics],
      }),
    ).toBe(false);
  });
});

describe('typed codes', () => {
  it('take a recovery code in any case, with or without its dash', () => {
    expect(normaliseRecoveryCode(' 7kxqp-m3vza ')).toBe('7KXQPM3VZA');
    expect(normaliseRecoveryCode('7KXQP M3VZA')).toBe('7KXQPM3VZA');
  });

  it('take an app code with the space some apps show', () => {
    expect(normaliseTotpCode('123 456')).toBe('123456');
  });
});
