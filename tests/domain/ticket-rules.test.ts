import { describe, expect, it } from 'vitest';
import {
  perBookingProblem,
  quantityCoversTaken,
  removedTakenDate,
  saleWindowInOrder,
  ticketSchedule,
} from '../../src/domain/ticket-rules';

describe('quantityCoversTaken', () => {
  it('names the first date, in date order, whose places taken pass the quantity', () => {
    const taken = { '2026-12-12': 9, '2026-12-10': 7, '2026-12-11': 3 };
    expect(quantityCoversTaken(9, taken)).toBeNull();
    expect(quantityCoversTaken(6, taken)).toEqual({ date: '2026-12-10', taken: 7 });
    expect(quantityCoversTaken(8, taken)).toEqual({ date: '2026-12-12', taken: 9 });
  });
});

describe('removedTakenDate', () => {
  it('refuses to drop a date with places taken; an empty date may go', () => {
    const taken = { '2026-12-10': 2, '2026-12-11': 0 };
    expect(removedTakenDate(['2026-12-10'], taken)).toBeNull();
    expect(removedTakenDate(['2026-12-11'], taken)).toEqual({ date: '2026-12-10', taken: 2 });
  });
});

describe('ticketSchedule', () => {
  it('expands the rules, and reports a broken rule by its place or an empty result', () => {
    expect(
      ticketSchedule([{ kind: 'range', from: '2026-12-01', to: '2026-12-03' }], ['2026-12-02']).dates,
    ).toEqual(['2026-12-01', '2026-12-03']);
    expect(
      ticketSchedule(
        [
          { kind: 'day', date: '2026-12-01' },
          { kind: 'range', from: '2026-12-05', to: '2026-12-01' },
        ],
        [],
      ).problems,
    ).toEqual([{ code: 'rule', index: 1, problem: 'order' }]);
    expect(ticketSchedule([{ kind: 'day', date: '2026-12-01' }], ['2026-12-01']).problems).toEqual([
      { code: 'no_dates' },
    ]);
    expect(ticketSchedule([], []).problems).toEqual([{ code: 'no_dates' }]);
  });
});

describe('per booking, hours and sale window', () => {
  it('keeps 1 ≤ min ≤ max ≤ 1000', () => {
    expect(perBookingProblem(1, null)).toBeNull();
    expect(perBookingProblem(2, 10)).toBeNull();
    expect(perBookingProblem(0, null)).toBe('min');
    expect(perBookingProblem(5, 4)).toBe('max');
    expect(perBookingProblem(1, 1001)).toBe('max');
  });

  it('wants a closed sale window to end after it starts', () => {
    expect(saleWindowInOrder(null, '2026-12-01T00:00:00Z')).toBe(true);
    expect(saleWindowInOrder('2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z')).toBe(false);
  });
});
