import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  codeAtStep,
  matchingStep,
  newTotpSecret,
  otpauthUri,
  STEP_SECONDS,
  stepAt,
} from '../../../../server/modules/two-factor/totp.ts';

// RFC 6238 appendix B (SHA-1): the ASCII seed "12345678901234567890", 8-digit codes.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the RFC code at %i s', (seconds, code) => {
    expect(codeAtStep(RFC_SEED, stepAt(seconds * 1000), 8)).toBe(code);
  });

  it('shows six digits, the last six of the RFC 4226 truncation', () => {
    // RFC 4226 appendix D, counters 0 to 9.
    const hotp = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(hotp.map((_, counter) => codeAtStep(RFC_SEED, counter))).toEqual(hotp);
  });

  it('reads and writes base32 as apps do', () => {
    expect(base32Encode(RFC_SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SEED);
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it('accepts a code one step early or late, and not two', () => {
    const secret = base32Encode(RFC_SEED);
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    const code = (offset: number) => codeAtStep(RFC_SEED, step + offset);
    expect(matchingStep(secret, code(0), now)).toBe(step);
    expect(matchingStep(secret, code(-1), now)).toBe(step - 1);
    expect(matchingStep(secret, code(1), now)).toBe(step + 1);
    expect(matchingStep(secret, code(-2), now)).toBeNull();
    expect(matchingStep(secret, code(2), now)).toBeNull();
    expect(STEP_SECONDS).toBe(30);
  });

  it('labels the app entry with the issuer and account', () => {
    const uri = new URL(otpauthUri('ABCDEF', 'Gulf Pay', 'sara@shop'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Gulf Pay:sara@shop');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'ABCDEF',
      issuer: 'Gulf Pay',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
