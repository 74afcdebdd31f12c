import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Opaque, unguessable token (refresh, password reset); only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface AccessClaims {
  userId: number;
  /** The refresh-token family, i.e. the sign-in session. */
  sessionId: string;
}

export interface VerifiedClaims extends AccessClaims {
  /** When it was signed, in milliseconds: `iat` counts seconds, too coarse to order against an end of sessions. */
  issuedAtMs: number;
}

export class AccessTokens {
  readonly #key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, ims: Date.now() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.#key);
  }

  /** Null for anything not signed by us, expired, or malformed. */
  async verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      const issuedAtMs = typeof payload.ims === 'number' ? payload.ims : (payload.iat ?? 0) * 1000;
      return { userId, sessionId: payload.sid, issuedAtMs };
    } catch {
      return null;
    }
  }
}
