import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPayChoice, type FeeChoice, isKpay } from '../../src/domain/pay-choice';

const knet = (fee = 0): FeeChoice => ({ gateway_code: 'knet', gateway: 'KNET', feeMinor: fee });
const kpay = (fee = 0): FeeChoice => ({ gateway_code: 'kpay', gateway: 'KPay', feeMinor: fee });
const card = (fee = 0): FeeChoice => ({ gateway_code: 'card', gateway: 'Visa / Mastercard', feeMinor: fee });

describe('default pay choice', () => {
  it('has nothing to choose from an empty list and takes a single choice as it is', () => {
    expect(defaultPayChoice([])).toBeNull();
    expect(defaultPayChoice([card(250)])).toEqual({ index: 0, bestChoice: false });
    expect(defaultPayChoice([kpay(200)])).toEqual({ index: 0, bestChoice: false });
  });

  it('prefers KPay among fee-carrying choices and marks it Best Choice', () => {
    expect(defaultPayChoice([knet(), kpay(200), card(250)])).toEqual({ index: 1, bestChoice: true });
    expect(defaultPayChoice([card(100), kpay(200)])).toEqual({ index: 1, bestChoice: true });
  });

  it('takes the lowest fee when KPay carries none or is absent', () => {
    expect(defaultPayChoice([card(250), knet(90), { ...card(90), gateway_code: 'amex' }])).toEqual({
      index: 1,
      bestChoice: false,
    });
    expect(defaultPayChoice([card(250), knet(), kpay()])).toEqual({ index: 1, bestChoice: false });
  });

  it('with no fees prefers KPay, else the first', () => {
    expect(defaultPayChoice([knet(), kpay()])).toEqual({ index: 1, bestChoice: true });
    expect(defaultPayChoice([card(), knet()])).toEqual({ index: 0, bestChoice: false });
  });

  it('recognises KPay by code or name', () => {
    expect(isKpay({ gateway_code: 'x', gateway: 'K-Pay wallet' })).toBe(true);
    expect(isKpay({ gateway_code: 'kpay', gateway: 'كي باي' })).toBe(true);
    expect(isKpay(knet())).toBe(false);
  });

  it('always follows the rule for any list of choices', () => {
    const choice = fc.record({
      gateway_code: fc.constantFrom('knet', 'kpay', 'card', 'amex', 'cod'),
      gateway: fc.string({ maxLength: 5 }),
      feeMinor: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000 })),
    });
    fc.assert(
      fc.property(fc.array(choice, { minLength: 1, maxLength: 8 }), (choices) => {
        const result = defaultPayChoice(choices);
        if (!result) return false;
        const chosen = choices[result.index];
        if (!chosen) return false;
        if (choices.length === 1) return result.index === 0;
        const kpays = choices.filter(isKpay);
        const fees = choices.filter((c) => c.feeMinor > 0);
        if (fees.length > 0) {
          const kpayFees = kpays.filter((c) => c.feeMinor > 0);
          if (kpayFees.length > 0) {
            return (
              isKpay(chosen) &&
              chosen.feeMinor === Math.min(...kpayFees.map((c) => c.feeMinor)) &&
              result.bestChoice
            );
          }
          const lowest = Math.min(...choices.map((c) => c.feeMinor));
          const firstLowest = choices.findIndex((c) => c.feeMinor === lowest);
          return result.index === firstLowest && result.bestChoice === isKpay(chosen);
        }
        if (kpays.length > 0) return result.index === choices.findIndex(isKpay) && result.bestChoice;
        return result.index === 0 && !result.bestChoice;
      }),
      { numRuns: 2000 },
    );
  });
});
