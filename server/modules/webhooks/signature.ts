import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-gulfpay-signature';
export const EVENT_ID_HEADER = 'x-gulfpay-event-id';
export const EVENT_TYPE_HEADER = 'x-gulfpay-event-type';

const digest = (secret: string, body: string, unixSeconds: number) =>
  createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');

/**
 * `t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, one v1 per secret: the current one
 * first, then the previous one while a roll overlaps, so a receiver still holding the old
 * secret keeps verifying. The timestamp lets receivers refuse replays.
 */
export function signWebhook(secrets: readonly string[], body: string, unixSeconds: number): string {
  return [`t=${unixSeconds}`, ...secrets.map((secret) => `v1=${digest(secret, body, unixSeconds)}`)].join(
    ',',
  );
}

/** What a receiver does (accepting any v1 its secret made); the tests verify deliveries with it. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string?]);
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(digest(secret, body, t), 'hex');
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
