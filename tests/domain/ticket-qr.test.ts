import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateEventKeys,
  importSignKey,
  importVerifyKey,
  parseTicketQr,
  QR_PREFIX,
  signTicket,
  ticketQrMessage,
  verifyTicketQr,
} from '../../src/domain/ticket-qr.ts';

const keys = await generateEventKeys();
const otherKeys = await generateEventKeys();
const verifyKey = await importVerifyKey(keys.publicKey);
const otherVerifyKey = await importVerifyKey(otherKeys.publicKey);

/** Swaps one character of the signature for another base64url character. */
function flipSignature(text: string, at: number): string {
  const cut = text.lastIndexOf('.') + 1 + at;
  const replacement = text[cut] === 'A' ? 'B' : 'A';
  return text.slice(0, cut) + replacement + text.slice(cut + 1);
}

describe('ticket QR', () => {
  it('signs a place into GPT2.{event}.{kid}.{number}.{signature} that its event key verifies', async () => {
    const text = await signTicket(keys.privateKey, 12, 3, 'K7Q2AB-1');
    expect(text.startsWith(`${QR_PREFIX}.12.3.K7Q2AB-1.`)).toBe(true);
    const payload = await verifyTicketQr(verifyKey, text);
    expect(payload).toMatchObject({
      eventId: 12,
      kid: 3,
      number: 'K7Q2AB-1',
      message: ticketQrMessage(12, 3, 'K7Q2AB-1'),
    });
  });

  it('reads a ticket printed before key ids (GPT1) as signed by the first key', async () => {
    const key = await importSignKey(keys.privateKey);
    const message = 'GPT1.12.K7Q2AB-1';
    const signature = new Uint8Array(
      await crypto.subtle.sign({ name: 'Ed25519' }, key, new TextEncoder().encode(message)),
    );
    const text = `${message}.${Buffer.from(signature).toString('base64url')}`;
    expect(await verifyTicketQr(verifyKey, text)).toMatchObject({ eventId: 12, kid: 1, number: 'K7Q2AB-1' });
  });

  it('rejects a ticket whose key id was changed', async () => {
    const text = await signTicket(keys.privateKey, 12, 3, 'K7Q2AB-1');
    const tampered = text.replace('GPT2.12.3.', 'GPT2.12.4.');
    expect(parseTicketQr(tampered)?.kid).toBe(4);
    expect(await verifyTicketQr(verifyKey, tampered)).toBeNull();
  });

  it('keeps the QR short enough for a small, fast-scanning code', async () => {
    const text = await signTicket(keys.privateKey, 123456, 999999, 'ZZZZZZ-1000');
    expect(text.length).toBeLessThanOrEqual(120);
  });

  it('rejects a copied signature on another place number (tampered number)', async () => {
    const text = await signTicket(keys.privateKey, 12, 3, 'K7Q2AB-1');
    const tampered = text.replace('K7Q2AB-1', 'K7Q2AB-2');
    expect(parseTicketQr(tampered)).not.toBeNull();
    expect(await verifyTicketQr(verifyKey, tampered)).toBeNull();
  });

  it('rejects a ticket moved to another event id', async () => {
    const text = await signTicket(keys.privateKey, 12, 3, 'K7Q2AB-1');
    expect(await verifyTicketQr(verifyKey, text.replace('GPT2.12.', 'GPT2.13.'))).toBeNull();
  });

  it('rejects a ticket signed by another event key', async () => {
    const text = await signTicket(otherKeys.privateKey, 12, 3, 'K7Q2AB-1');
    expect(await verifyTicketQr(verifyKey, text)).toBeNull();
    expect(await verifyTicketQr(otherVerifyKey, text)).not.toBeNull();
  });

  it('rejects any single changed character of the signature', async () => {
    const text = await signTicket(keys.privateKey, 7, 1, 'ABCDEF-3');
    await fc.assert(
      // The 86th character carries 4 padding bits only, so positions 0..84 are the signature's.
      fc.asyncProperty(fc.integer({ min: 0, max: 84 }), async (at) => {
        expect(await verifyTicketQr(verifyKey, flipSignature(text, at))).toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  it('does not parse text that is not a ticket', () => {
    for (const text of [
      '',
      'https://example.com/ticket',
      '{"id":5}',
      'GPT1.12.K7Q2-1',
      `GPT2.12.K7Q2-1.${'A'.repeat(86)}`,
      `GPT2.12.0.K7Q2-1.${'A'.repeat(86)}`,
      `GPT2.12.1234567.K7Q2-1.${'A'.repeat(86)}`,
      `GPT1.12.1.K7Q2-1.${'A'.repeat(86)}`,
      `GPT3.12.1.K7Q2-1.${'A'.repeat(86)}`,
      `GPT1.012.K7Q2-1.${'A'.repeat(86)}`,
      `GPT1.12.k7q2-1.${'A'.repeat(86)}`,
      `GPT1.12.K7Q2-1.${'A'.repeat(85)}`,
      `GPT1.12.K7Q2-1.${'A'.repeat(86)}.x`,
    ]) {
      expect(parseTicketQr(text), text).toBeNull();
    }
  });

  it('round-trips any valid event id and reference number', async () => {
    const key = await importSignKey(keys.privateKey);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 999_999 }),
        fc.stringMatching(/^[A-Z0-9]{4,8}-[1-9]\d{0,3}$/),
        async (eventId, kid, number) => {
          const payload = await verifyTicketQr(verifyKey, await signTicket(key, eventId, kid, number));
          expect(payload?.eventId).toBe(eventId);
          expect(payload?.kid).toBe(kid);
          expect(payload?.number).toBe(number);
        },
      ),
      { numRuns: 30 },
    );
  });
});
