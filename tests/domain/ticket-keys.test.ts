import { describe, expect, it } from 'vitest';
import { keyAccepted } from '../../src/domain/ticket-keys.ts';

const end = new Date('2026-12-10T20:00:00Z');

describe('keyAccepted', () => {
  it('always accepts the current key, even after the event', () => {
    expect(keyAccepted({ retiredAt: null }, end, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('accepts a retired key until the event ends, and not after', () => {
    const retired = { retiredAt: '2026-12-01T00:00:00Z' };
    expect(keyAccepted(retired, end, new Date('2026-12-10T19:59:59Z'))).toBe(true);
    expect(keyAccepted(retired, end, end)).toBe(true);
    expect(keyAccepted(retired, end, new Date('2026-12-10T20:00:01Z'))).toBe(false);
  });

  it('accepts a retired key of an event with no dates', () => {
    expect(keyAccepted({ retiredAt: new Date() }, null, new Date())).toBe(true);
  });
});
