/**
 * The QR text of one booked place: `GPT2.{eventId}.{kid}.{number}.{signature}`, where signature
 * is the base64url Ed25519 signature of `GPT2.{eventId}.{kid}.{number}` by the event's key
 * number `kid` (an event's key can be rotated, issue 23). Tickets issued before rotation
 * existed read `GPT1.{eventId}.{number}.{signature}` and were signed by the event's first key,
 * so they parse as kid 1 with their own message. The server signs; door devices verify with
 * the event's public keys, online or offline, so this file uses only WebCrypto (Node 20+ and
 * the browser alike).
 */
export const QR_PREFIX = 'GPT2';
/** The format before key ids: always the event's first key. */
export const LEGACY_QR_PREFIX = 'GPT1';

export interface ParsedTicketQr {
  eventId: number;
  /** Which of the event's keys signed it. */
  kid: number;
  number: string;
  /** The signed part: `GPT2.{eventId}.{kid}.{number}` (or `GPT1.{eventId}.{number}`). */
  message: string;
  /** base64url */
  signature: string;
}

// Reference numbers are short upper-case codes with a dash ("K7Q2-1"); a strict pattern keeps
// a scanned URL or random text from ever reaching the verifier.
const NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,31}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{86}$/;
const EVENT_ID_PATTERN = /^[1-9]\d{0,9}$/;
const KID_PATTERN = /^[1-9]\d{0,5}$/;
const ED25519 = { name: 'Ed25519' } as const;

export function ticketQrMessage(eventId: number, kid: number, number: string): string {
  return `${QR_PREFIX}.${eventId}.${kid}.${number}`;
}

/** The parts of a ticket's text: [prefix, event, kid, number, signature], kid '1' for GPT1. */
function splitQr(text: string): [string, string, string, string, string] | null {
  const parts = text.trim().split('.');
  if (parts[0] === QR_PREFIX && parts.length === 5) return parts as [string, string, string, string, string];
  if (parts[0] !== LEGACY_QR_PREFIX || parts.length !== 4) return null;
  const [prefix, id, number, signature] = parts as [string, string, string, string];
  return [prefix, id, '1', number, signature];
}

export function parseTicketQr(text: string): ParsedTicketQr | null {
  const parts = splitQr(text);
  if (!parts) return null;
  const [prefix, id, kidText, number, signature] = parts;
  if (!EVENT_ID_PATTERN.test(id) || !KID_PATTERN.test(kidText)) return null;
  if (!NUMBER_PATTERN.test(number) || !SIGNATURE_PATTERN.test(signature)) return null;
  const eventId = Number(id);
  const kid = Number(kidText);
  const message =
    prefix === QR_PREFIX ? ticketQrMessage(eventId, kid, number) : `${LEGACY_QR_PREFIX}.${eventId}.${number}`;
  return { eventId, kid, number, message, signature };
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const encoder = new TextEncoder();

/** A new key pair for an event: raw public key and PKCS#8 private key, base64url. */
export async function generateEventKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = (await crypto.subtle.generateKey(ED25519, true, ['sign', 'verify'])) as CryptoKeyPair;
  const [publicKey, privateKey] = await Promise.all([
    crypto.subtle.exportKey('raw', pair.publicKey),
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return {
    publicKey: toBase64Url(new Uint8Array(publicKey)),
    privateKey: toBase64Url(new Uint8Array(privateKey)),
  };
}

export function importSignKey(privateKeyPkcs8B64u: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64Url(privateKeyPkcs8B64u), ED25519, false, ['sign']);
}

/**
 * The QR text of one place, signed by the event's key number `kid`. Pass an imported key when
 * signing many places of one event.
 */
export async function signTicket(
  privateKey: string | CryptoKey,
  eventId: number,
  kid: number,
  number: string,
): Promise<string> {
  const key = typeof privateKey === 'string' ? await importSignKey(privateKey) : privateKey;
  const message = ticketQrMessage(eventId, kid, number);
  const signature = await crypto.subtle.sign(ED25519, key, encoder.encode(message));
  return `${message}.${toBase64Url(new Uint8Array(signature))}`;
}

export function importVerifyKey(publicKeyB64u: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64Url(publicKeyB64u), ED25519, false, ['verify']);
}

/**
 * The payload when the text is a well-formed ticket signed by this key, else null. The caller
 * picks the key by the parsed kid.
 */
export async function verifyTicketQr(key: CryptoKey, text: string): Promise<ParsedTicketQr | null> {
  const parsed = parseTicketQr(text);
  if (!parsed) return null;
  const valid = await crypto.subtle.verify(
    ED25519,
    key,
    fromBase64Url(parsed.signature),
    encoder.encode(parsed.message),
  );
  return valid ? parsed : null;
}
