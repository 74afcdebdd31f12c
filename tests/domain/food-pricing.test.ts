import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  lineTotal,
  meetsMinimumOrder,
  orderTotals,
  type PricedLine,
  type PricingVoucher,
  percentToBasisPoints,
  voucherAmountText,
  voucherDiscount,
  voucherFromActivation,
} from '../../src/domain/food-pricing';
import { unitPrice } from '../../src/domain/unit-price';

const line = (unit: number, quantity: number, addOns: number[] = [], options: number[] = []): PricedLine => ({
  unit_minor: unit,
  options_minor: options,
  add_ons_minor: addOns,
  quantity,
});
const percentage = (bp: number): PricingVoucher => ({
  discount_type: 'percentage',
  amount_minor: 0,
  percent_bp: bp,
});
const fixed = (minor: number): PricingVoucher => ({
  discount_type: 'fixed',
  amount_minor: minor,
  percent_bp: 0,
});
const NO_DISCOUNT: PricingVoucher = { discount_type: 'no_discount', amount_minor: 0, percent_bp: 0 };

const arbLine = fc.record({
  unit_minor: fc.integer({ min: 0, max: 50_000 }),
  options_minor: fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 3 }),
  add_ons_minor: fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 4 }),
  quantity: fc.integer({ min: 1, max: 50 }),
});
const arbVoucher: fc.Arbitrary<PricingVoucher | null> = fc.oneof(
  fc.constant(null),
  fc.constant(NO_DISCOUNT),
  fc.integer({ min: 0, max: 10_000 }).map(percentage),
  fc.integer({ min: 0, max: 10_000_000 }).map(fixed),
);
const arbOrder = fc.record({
  lines: fc.array(arbLine, { maxLength: 8 }),
  voucher: arbVoucher,
  delivery_charges_minor: fc.integer({ min: 0, max: 5_000 }),
  service_charges_minor: fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 3 }),
});

describe('line totals (SPEC 4)', () => {
  it('uses the discounted price when there is one, else the price', () => {
    expect(unitPrice(3_250, 2_750)).toBe(2_750);
    expect(unitPrice(3_250, null)).toBe(3_250);
  });

  it('charges add-ons and options once per unit of quantity', () => {
    // Chicken machboos 3.500 + extra daqoos 0.250 + extra chicken 1.000, two of them.
    expect(lineTotal(line(3_500, 2, [250, 1_000]))).toBe(9_500);
    // Machboos tray with lamb (+0.500) for 10 plates.
    expect(lineTotal(line(2_500, 10, [], [500]))).toBe(30_000);
  });
});

describe('vouchers', () => {
  it('takes 10 % off with WELCOME10, rounding half up to the fils', () => {
    expect(voucherDiscount(12_345, percentage(1_000))).toBe(1_235);
    expect(voucherDiscount(12_344, percentage(1_000))).toBe(1_234);
  });

  it('takes a fixed amount off, never more than the subtotal', () => {
    expect(voucherDiscount(5_000, fixed(1_000))).toBe(1_000);
    expect(voucherDiscount(600, fixed(1_000))).toBe(600);
  });

  it('takes nothing off with no_discount or no voucher', () => {
    expect(voucherDiscount(5_000, NO_DISCOUNT)).toBe(0);
    expect(voucherDiscount(5_000, null)).toBe(0);
  });

  it('reads what voucher/activate/ answered', () => {
    expect(
      voucherFromActivation({ code: 'W', discount_type: 'percentage', amount: '12.5' }, 'KWD').percent_bp,
    ).toBe(1_250);
    expect(
      voucherFromActivation({ code: 'K', discount_type: 'fixed', amount: '1.000' }, 'KWD').amount_minor,
    ).toBe(1_000);
    expect(voucherAmountText(fixed(1_000), 'KWD')).toBe('1.000');
    expect(voucherAmountText(percentage(1_000), 'KWD')).toBe('10');
  });

  it('writes and reads percents without floats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(percentToBasisPoints(basisPointsToPercent(bp))).toBe(bp);
      }),
    );
    expect(percentToBasisPoints('101')).toBeNull();
    expect(percentToBasisPoints('1.234')).toBeNull();
  });
});

describe('order totals', () => {
  it('adds delivery charges and each catering category’s service charges once', () => {
    const totals = orderTotals({
      lines: [line(2_500, 10), line(2_000, 10)],
      voucher: percentage(1_000),
      delivery_charges_minor: 1_000,
      service_charges_minor: [5_000],
    });
    expect(totals).toEqual({
      subtotal: 45_000,
      discount: 4_500,
      delivery_charges: 1_000,
      service_charges: 5_000,
      total: 46_500,
    });
  });

  it('always adds up, in whole minor units, and never goes below zero', () => {
    fc.assert(
      fc.property(arbOrder, (order) => {
        const totals = orderTotals(order);
        expect(totals.total).toBe(
          totals.subtotal - totals.discount + totals.delivery_charges + totals.service_charges,
        );
        expect(totals.subtotal).toBe(order.lines.reduce((sum, l) => sum + lineTotal(l), 0));
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(totals.discount).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
        expect(totals.total).toBeGreaterThanOrEqual(totals.delivery_charges + totals.service_charges);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(arbOrder, (order) => {
        const reversed = { ...order, lines: [...order.lines].reverse() };
        expect(orderTotals(reversed)).toEqual(orderTotals(order));
      }),
    );
  });

  it('never discounts a percentage by more than the percent of the subtotal (plus half a fils)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (subtotal, bp) => {
          const discount = voucherDiscount(subtotal, percentage(bp));
          expect(Math.abs(discount * 10_000 - subtotal * bp)).toBeLessThanOrEqual(5_000);
        },
      ),
    );
  });

  it('more items never lower the subtotal', () => {
    fc.assert(
      fc.property(arbOrder, arbLine, (order, extra) => {
        const more = orderTotals({ ...order, lines: [...order.lines, extra] });
        expect(more.subtotal).toBeGreaterThanOrEqual(orderTotals(order).subtotal);
      }),
    );
  });
});

describe('minimum order', () => {
  it('accepts a subtotal at or above the minimum only', () => {
    expect(meetsMinimumOrder(3_000, 3_000)).toBe(true);
    expect(meetsMinimumOrder(2_999, 3_000)).toBe(false);
  });
});
