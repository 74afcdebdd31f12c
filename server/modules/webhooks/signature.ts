import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-gulfpay-signature';

const digestOf = (secret: string, body: string, unixSeconds: number) =>
  createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');

/**
 * `t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`: the timestamp lets receivers refuse
 * replays. During a secret roll's overlap, one `v1=` per secret (the new one first), so a
 * receiver holding either accepts the delivery.
 */
export function signWebhook(secrets: string | readonly string[], body: string, unixSeconds: number): string {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${unixSeconds}`, ...list.map((secret) => `v1=${digestOf(secret, body, unixSeconds)}`)].join(',');
}

/** What a receiver does: true when any `v1=` is the signature of `body` with `secret`. */
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
  const expected = Buffer.from(digestOf(secret, body, t), 'hex');
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
