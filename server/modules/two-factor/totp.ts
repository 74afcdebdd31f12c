import { createHmac, randomBytes } from 'node:crypto';
import { TOTP_DIGITS } from '../../../src/domain/two-factor-rules.ts';

/** RFC 6238 with the parameters every authenticator app assumes: HMAC-SHA1, 30 s steps, 6 digits. */
export const STEP_SECONDS = 30;
/** Clocks of phones drift: a code one step early or late is still accepted. */
export const SKEW_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 160 bits, the length RFC 4226 recommends for HMAC-SHA1, as base32 for typing into an app. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step a moment falls in. */
export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / STEP_SECONDS);
}

/** HOTP (RFC 4226) of one counter value: the code an app shows during that step. */
export function codeAtStep(secret: Buffer, step: number, digits = TOTP_DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step `code` belongs to, within the allowed skew of `nowMs`, or null; compared in constant time per step. */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const secret = base32Decode(secretBase32);
  const current = stepAt(nowMs);
  let found: number | null = null;
  for (let step = current - SKEW_STEPS; step <= current + SKEW_STEPS; step += 1) {
    if (timingSafeEqualText(codeAtStep(secret, step), code) && found === null) found = step;
  }
  return found;
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** What an authenticator app scans: issuer and account name label the entry in the app. */
export function otpauthUri(secretBase32: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
