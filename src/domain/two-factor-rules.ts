import { hasPermission, PERMISSIONS, type PermissionHolder } from './permissions';

/**
 * Who must sign in with a second factor once the merchant requires it (issue 18): owners, and
 * anyone who can move money back out (refund) or take the data away (export).
 */
export function mustUseTwoFactor(user: PermissionHolder): boolean {
  return (
    user.is_superuser ||
    hasPermission(user, PERMISSIONS.refundTransactions) ||
    hasPermission(user, PERMISSIONS.viewExportSettings)
  );
}

/** An authenticator app's code (RFC 6238): six digits. */
export const TOTP_DIGITS = 6;
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';

/**
 * A recovery code as shown: two groups of five letters and digits without look-alikes (0/O, 1/I/L),
 * e.g. "7KXQP-M3VZA". Typed in any case, with or without the dash or spaces.
 */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** A typed recovery code as stored: capitals, no separators. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A typed TOTP code with the spaces some apps show ("123 456") taken out. */
export function normaliseTotpCode(typed: string): string {
  return typed.replace(/\s/g, '');
}
