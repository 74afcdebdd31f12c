import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFee, feeBreakdown, percentageFee } from '../../src/domain/fees';

describe('fees', () => {
  it('adds the fixed fee and the percentage rounded half-up', () => {
    // KPay demo: 0.100 KWD + 1 %
    expect(feeBreakdown(10_000, { fixedMinor: 100, basisPoints: 100 })).toEqual({
      amountMinor: 10_000,
      feeMinor: 200,
      totalMinor: 10_200,
    });
    expect(percentageFee(50, 100)).toBe(1); // 0.5 → 1
    expect(percentageFee(49, 100)).toBe(0); // 0.49 → 0
    expect(percentageFee(1_000, 250)).toBe(25);
    expect(computeFee(12_345, { fixedMinor: 0, basisPoints: 0 })).toBe(0);
  });

  it('refuses nonsense rules and amounts', () => {
    expect(() => percentageFee(100, -1)).toThrow(RangeError);
    expect(() => percentageFee(100, 10_001)).toThrow(RangeError);
    expect(() => percentageFee(1.5, 100)).toThrow(RangeError);
    expect(() => feeBreakdown(0, { fixedMinor: 0, basisPoints: 0 })).toThrow(RangeError);
    expect(() => computeFee(100, { fixedMinor: -1, basisPoints: 0 })).toThrow(RangeError);
  });

  it('never loses or invents a minor unit: total = amount + fee, fee within half a unit of exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, fixed, bp) => {
          const { amountMinor, feeMinor, totalMinor } = feeBreakdown(amount, {
            fixedMinor: fixed,
            basisPoints: bp,
          });
          const exactTimes10k = BigInt(amount) * BigInt(bp);
          const pct = BigInt(feeMinor - fixed) * 10_000n;
          // |pct - exact| ≤ 5000, and ties (exactly 5000 below) round up
          const diff = pct - exactTimes10k;
          return (
            amountMinor === amount &&
            totalMinor === amount + feeMinor &&
            Number.isSafeInteger(totalMinor) &&
            diff > -5_000n &&
            diff <= 5_000n
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is monotonic: a larger amount never has a smaller fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, extra, bp) => percentageFee(amount + extra, bp) >= percentageFee(amount, bp),
      ),
      { numRuns: 1000 },
    );
  });

  it('splits exactly: fees over a sum of parts differ from the fee of the sum by under one unit per part', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000 }),
        (parts, bp) => {
          const sum = parts.reduce((a, b) => a + b, 0);
          const ofParts = parts.reduce((a, p) => a + percentageFee(p, bp), 0);
          return Math.abs(ofParts - percentageFee(sum, bp)) <= parts.length;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
