import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * KNET's trandata cipher (merchant manual K-064, RAW integration; the bank's PHP kit
 * srku14/KNET-Payment-Gateway-SDK, SendPerformREQuest.php and result.php): AES-128-CBC with
 * the 16-character terminal resource key as both key and IV, PKCS#5 padding, hex text.
 * A fixed IV makes equal requests encrypt alike and nothing authenticates the bytes, which is
 * why a decrypted response is only a claim until an inquiry confirms it.
 */
const KEY_LENGTH = 16;

export function isResourceKey(key: string): boolean {
  return Buffer.byteLength(key, 'latin1') === KEY_LENGTH && /^[\x20-\x7e]+$/.test(key);
}

export function encryptTrandata(plain: string, resourceKey: string): string {
  const key = Buffer.from(resourceKey, 'latin1');
  const cipher = createCipheriv('aes-128-cbc', key, key);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/** The plain text, or null when the hex, the block length or the padding is wrong (a tampered or foreign trandata). */
export function decryptTrandata(hex: string, resourceKey: string): string | null {
  const text = hex.trim();
  if (text.length === 0 || text.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(text)) return null;
  const key = Buffer.from(resourceKey, 'latin1');
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, key);
    const plain = Buffer.concat([decipher.update(Buffer.from(text, 'hex')), decipher.final()]);
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return hasControlCharacters(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/** A wrong key or flipped bytes leave binary noise where KNET's text had only printable fields. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if (code === 0x7f) return true;
  }
  return false;
}
