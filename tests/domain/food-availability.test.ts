import { describe, expect, it } from 'vitest';
import { codeServesDeliveryType } from '../../src/domain/discount-code-rules';
import { availableAt, branchOffKey, isSoldOutToday } from '../../src/domain/food-availability';
import { cartChanges } from '../../src/domain/food-cart-changes';

// 23:59 on 1 June in Kuwait is 20:59 UTC; a minute later it is 2 June there.
const lastMinute = new Date('2026-06-01T20:59:00Z');
const midnight = new Date('2026-06-01T21:00:00Z');

describe('sold out today', () => {
  it('holds for the Kuwait day it was pressed on and ends at 00:00 Asia/Kuwait', () => {
    expect(isSoldOutToday('2026-06-01', lastMinute)).toBe(true);
    expect(isSoldOutToday('2026-06-01', midnight)).toBe(false);
    expect(isSoldOutToday(null, lastMinute)).toBe(false);
  });

  it('says why a dish cannot be ordered from a branch', () => {
    const dish = { id: 7, available: true, sold_out_on: null };
    const off = new Set([branchOffKey(7, 2)]);
    expect(availableAt(dish, 1, off, midnight)).toBeNull();
    expect(availableAt(dish, 2, off, midnight)).toBe('not_at_branch');
    expect(availableAt(dish, null, off, midnight)).toBeNull();
    expect(availableAt({ ...dish, sold_out_on: '2026-06-02' }, 1, off, midnight)).toBe('sold_out');
    expect(availableAt({ ...dish, available: false }, 1, off, midnight)).toBe('gone');
  });
});

describe('cart changes', () => {
  it('names each dish whose price changed or that can no longer be ordered, once', () => {
    const seen = [
      { menu_item: 1, unit_price: 3500 },
      { menu_item: 1, unit_price: 3500 },
      { menu_item: 2, unit_price: 1000 },
      { menu_item: 3, unit_price: 500 },
      { menu_item: 4, unit_price: null },
      { menu_item: 5, unit_price: 200 },
    ];
    const quoted = [
      { menu_item: 1, unit_price: 3750, unavailable: null },
      { menu_item: 1, unit_price: 3750, unavailable: null },
      { menu_item: 2, unit_price: 1000, unavailable: null },
      { menu_item: 3, unit_price: null, unavailable: 'sold_out' as const },
      { menu_item: 4, unit_price: 900, unavailable: null },
    ];
    expect(cartChanges(seen, quoted)).toEqual([
      { menu_item: 1, kind: 'price', old_price: 3500, new_price: 3750 },
      { menu_item: 3, kind: 'sold_out', old_price: 500, new_price: null },
      { menu_item: 5, kind: 'gone', old_price: 200, new_price: null },
    ]);
  });
});

describe('vouchers by delivery type', () => {
  it('serves every type when none is named, else only those named', () => {
    expect(codeServesDeliveryType(null, 'catering')).toBe(true);
    expect(codeServesDeliveryType(['pickup'], 'pickup')).toBe(true);
    expect(codeServesDeliveryType(['pickup'], 'delivery')).toBe(false);
  });
});
