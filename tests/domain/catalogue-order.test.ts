import { describe, expect, it } from 'vitest';
import { catalogueOrderOf, catalogueOrderTotalMinor } from '../../src/domain/catalogue-order';

const ORDER = {
  lines: [
    {
      slug: 'date-syrup',
      name: { en: 'Date syrup', ar: 'دبس التمر' },
      quantity: 2,
      unit_price: '2.600',
      line_total: '5.200',
    },
  ],
  subtotal: '5.200',
  discount: '0.520',
  discount_code: 'EID10',
  store: null,
};

describe('catalogue order in extra', () => {
  it('reads the order a catalogue transaction keeps, and nothing from any other extra', () => {
    expect(catalogueOrderOf({ order: ORDER })).toEqual(ORDER);
    for (const extra of [null, undefined, 'order', [], {}, { order: null }, { order: { lines: 'x' } }])
      expect(catalogueOrderOf(extra)).toBeNull();
  });

  it('totals the subtotal less the discount in minor units of the currency', () => {
    expect(catalogueOrderTotalMinor(ORDER, 'KWD')).toBe(4_680);
    expect(catalogueOrderTotalMinor({ ...ORDER, subtotal: '12.50', discount: '0.00' }, 'USD')).toBe(1_250);
  });
});
