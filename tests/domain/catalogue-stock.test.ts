import { describe, expect, it } from 'vitest';
import { availableStock, stockedPerStore, storeCanServe } from '@/domain/catalogue-stock';

describe('stock per store', () => {
  it('uses the product’s own count until a store carries a number', () => {
    const uncounted = [{ inventory: null, active: true }];
    expect(stockedPerStore(uncounted)).toBe(false);
    expect(availableStock(7, uncounted)).toBe(7);
    expect(availableStock(null, [])).toBeNull();
  });

  it('sums the stores that sell now, and is sold out only when each is at 0', () => {
    const stores = [
      { inventory: 0, active: true },
      { inventory: 4, active: true },
      { inventory: 9, active: false },
    ];
    expect(availableStock(null, stores)).toBe(4);
    expect(availableStock(12, stores)).toBe(4);
    expect(
      availableStock(null, [
        { inventory: 0, active: true },
        { inventory: 9, active: false },
      ]),
    ).toBe(0);
  });

  it('lets a store serve a cart only with every per-store product’s quantity, repeated lines added up', () => {
    expect(
      storeCanServe({ oud: 2 }, [
        { slug: 'oud', quantity: 2 },
        { slug: 'musk', quantity: 50 },
      ]),
    ).toBe(true);
    expect(
      storeCanServe({ oud: 2 }, [
        { slug: 'oud', quantity: 1 },
        { slug: 'oud', quantity: 2 },
      ]),
    ).toBe(false);
    expect(storeCanServe({ oud: 0 }, [{ slug: 'musk', quantity: 1 }])).toBe(true);
  });
});
