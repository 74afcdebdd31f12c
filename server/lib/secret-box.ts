import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts secrets the server must read back (an authenticator's seed) with AES-256-GCM, so a
 * copy of the database alone does not give them away. The text is `v1.<iv>.<tag>.<ciphertext>`
 * (base64url); the tag makes a tampered value fail to open instead of decrypting to noise.
 */
export class SecretBox {
  readonly #key: Buffer;
  readonly #macKey: Buffer;

  /** Any key text: hashed to the 32 bytes AES-256 takes (and, apart, to a key for fingerprints). */
  constructor(keyText: string) {
    this.#key = createHash('sha256').update(keyText).digest();
    this.#macKey = createHash('sha256').update(`fingerprint\n${keyText}`).digest();
  }

  /**
   * A keyed hash for what is stored only to be compared (recovery codes): short codes hashed
   * without a key could be found from a copy of the database by trying them all.
   */
  fingerprint(text: string): string {
    return createHmac('sha256', this.#macKey).update(text).digest('hex');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
  }

  /** Throws on a value sealed with another key or altered since. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
