import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, type LedgerAction, ledgerTotals, type Movement, movementFor } from '../../src/domain/ledger';

describe('ledger totals', () => {
  it('derives paid, refunded and available from the movements', () => {
    const totals = ledgerTotals([
      { kind: 'payment', amountMinor: 10_200 },
      { kind: 'refund', amountMinor: 2_000 },
      { kind: 'refund', amountMinor: 200 },
    ]);
    expect(totals).toMatchObject({ paid: 10_200, refunded: 2_200, refundable: 8_000, capturable: 0 });
  });

  it('tracks a card hold through partial capture and void', () => {
    const movements: Movement[] = [
      { kind: 'authorization', amountMinor: 5_000 },
      { kind: 'capture', amountMinor: 3_000 },
    ];
    expect(ledgerTotals(movements)).toMatchObject({
      authorized: 5_000,
      paid: 3_000,
      capturable: 2_000,
      refundable: 3_000,
    });
    movements.push({ kind: 'void', amountMinor: 2_000 });
    expect(ledgerTotals(movements)).toMatchObject({ capturable: 0, voided: 2_000, paid: 3_000 });
  });

  it('refuses more than available and treats null as everything', () => {
    const totals = ledgerTotals([{ kind: 'payment', amountMinor: 1_000 }]);
    expect(decide('refund', totals, 1_001)).toEqual({ ok: false, reason: 'exceeds_available' });
    expect(decide('refund', totals, 0)).toEqual({ ok: false, reason: 'exceeds_available' });
    expect(decide('refund', totals, null)).toEqual({ ok: true, amountMinor: 1_000 });
    expect(decide('capture', totals, 1)).toEqual({ ok: false, reason: 'nothing_available' });
    const hold = ledgerTotals([{ kind: 'authorization', amountMinor: 700 }]);
    expect(decide('void', hold, 5)).toEqual({ ok: true, amountMinor: 700 });
  });
});

describe('ledger properties', () => {
  const action = fc.constantFrom<LedgerAction>('refund', 'capture', 'void');
  const request = fc.option(fc.integer({ min: -5, max: 20_000 }), { nil: null });

  it('whatever staff request, refunds never exceed what was paid and captures never exceed the hold', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 15_000 }),
        fc.array(fc.tuple(action, request), { maxLength: 30 }),
        (isCard, amount, requests) => {
          const movements: Movement[] = [{ kind: isCard ? 'authorization' : 'payment', amountMinor: amount }];
          for (const [act, requested] of requests) {
            const decision = decide(act, ledgerTotals(movements), requested);
            if (decision.ok) movements.push(movementFor(act, decision.amountMinor));
          }
          const t = ledgerTotals(movements);
          const moneyIn = isCard ? t.captured : amount;
          return (
            t.refunded <= t.paid &&
            t.paid === moneyIn &&
            t.captured + t.voided <= t.authorized &&
            t.refundable >= 0 &&
            t.capturable >= 0 &&
            movements.every((m) => m.amountMinor > 0 && Number.isSafeInteger(m.amountMinor))
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('full refunds in any split add up exactly to what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 })),
        (paid, parts) => {
          const movements: Movement[] = [{ kind: 'payment', amountMinor: paid }];
          for (const part of parts) {
            const decision = decide('refund', ledgerTotals(movements), part);
            if (decision.ok) movements.push(movementFor('refund', decision.amountMinor));
          }
          const rest = decide('refund', ledgerTotals(movements), null);
          if (rest.ok) movements.push(movementFor('refund', rest.amountMinor));
          const t = ledgerTotals(movements);
          return t.refunded === paid && t.refundable === 0;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
