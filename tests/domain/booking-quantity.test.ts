import { describe, expect, it } from 'vitest';
import { quantityBounds, quantityWithinLimits } from '../../src/domain/booking-quantity.ts';

describe('places per booking', () => {
  it('allows from 1 with no limits, up to what is left', () => {
    expect(quantityBounds({}, 7)).toEqual({ min: 1, max: 7 });
    expect(quantityWithinLimits({}, 1000)).toBe(true);
  });

  it('holds a booking between the ticket minimum and maximum', () => {
    const ticket = { min_per_booking: 2, max_per_booking: 4 };
    expect([1, 2, 4, 5].map((n) => quantityWithinLimits(ticket, n))).toEqual([false, true, true, false]);
    expect(quantityBounds(ticket, 3)).toEqual({ min: 2, max: 3 });
    expect(quantityBounds(ticket, 1)).toEqual({ min: 2, max: 1 });
  });
});
