import { decodeJwt } from 'jose';

/**
 * Remembers which signed tokens checked out, each until its own expiry. Whether a token's
 * signature is good depends only on its bytes and the key, so the answer cannot change while
 * the token lasts; checking the HMAC again on every request was an eighth of a payment
 * creation's CPU time. Only the token is remembered, never the user it names: callers still
 * read the user for every request. Failures are not remembered (a forged token costs its
 * sender a full check each time); at most `limit` tokens are kept, the oldest dropped first.
 */
export function rememberVerified<C>(
  verify: (token: string) => Promise<C | null>,
  limit = 10_000,
): (token: string) => Promise<C | null> {
  const verified = new Map<string, { claims: C; expiresAtS: number }>();
  const nowS = () => Math.floor(Date.now() / 1000);

  return async (token) => {
    const known = verified.get(token);
    if (known) {
      // Same rule as the full check: a token is expired from its `exp` second on.
      if (nowS() < known.expiresAtS) return known.claims;
      verified.delete(token);
      return null;
    }
    const claims = await verify(token);
    const expiresAtS = claims ? decodeJwt(token).exp : undefined;
    if (claims && expiresAtS !== undefined) {
      verified.set(token, { claims, expiresAtS });
      if (verified.size > limit) {
        const [oldest] = verified.keys();
        if (oldest !== undefined) verified.delete(oldest);
      }
    }
    return claims;
  };
}
