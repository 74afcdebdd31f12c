import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Ids and tokens that anonymous routes accept are capabilities: holding one is the permission.
 * Each carries at least 128 bits from the operating system's random source, so guessing one is
 * hopeless however many requests are made (ARCHITECTURE: Security defaults).
 */

/**
 * A UUID-shaped id of 16 fully random bytes. `crypto.randomUUID()` (version 4) fixes six of
 * the 128 bits (version and variant), leaving 122; PostgreSQL's uuid type and the clients'
 * id checks take any 128-bit value, so the shape stays and the bits are all random.
 * The database makes the same kind with gen_random_uuid128() (migration 20260710000000).
 */
export function randomUuid(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A bearer token for a link only its recipient holds: 32 random bytes, base64url (43 characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether a presented token is the stored one, in time independent of how much of it matches
 * (a plain `===` stops at the first differing character, which a patient caller can time).
 */
export function tokenMatches(presented: string | undefined, stored: string | null | undefined): boolean {
  if (!presented || !stored) return false;
  const given = Buffer.from(presented);
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
