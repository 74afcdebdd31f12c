import { createHmac, timingSafeEqual } from 'node:crypto';

/** A callback older or newer than this is refused (issue 3: 5-minute tolerance). */
export const CALLBACK_TOLERANCE_S = 300;

export function signPayload(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureCheck = 'ok' | 'signature' | 'stale';

/** Constant-time comparison, so the signature cannot be guessed byte by byte from timings. */
export function checkSignature(
  secret: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  rawBody: string,
  now: Date,
): SignatureCheck {
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return 'signature';
  if (!/^[0-9a-f]{64}$/i.test(signatureHeader)) return 'signature';
  const timestamp = Number(timestampHeader);
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signatureHeader, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'signature';
  if (Math.abs(now.getTime() / 1000 - timestamp) > CALLBACK_TOLERANCE_S) return 'stale';
  return 'ok';
}
