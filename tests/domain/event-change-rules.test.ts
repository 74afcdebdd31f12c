import { describe, expect, it } from 'vitest';
import { movedTicketDates, rescheduleProblem } from '../../src/domain/event-change-rules.ts';

describe('rescheduleProblem', () => {
  it('allows today and later, refuses the same day, the past and what is not a date', () => {
    expect(rescheduleProblem('2026-12-10', '2026-12-01', '2026-12-01')).toBeNull();
    expect(rescheduleProblem('2026-12-10', '2026-12-20', '2026-12-01')).toBeNull();
    expect(rescheduleProblem('2026-12-10', '2026-12-10', '2026-12-01')).toBe('same_date');
    expect(rescheduleProblem('2026-12-10', '2026-11-30', '2026-12-01')).toBe('past_date');
    expect(rescheduleProblem('2026-12-10', '2026-02-30', '2026-12-01')).toBe('not_a_date');
    expect(rescheduleProblem('10/12/2026', '2026-12-20', '2026-12-01')).toBe('not_a_date');
  });
});

describe('movedTicketDates', () => {
  it('turns a day rule of the old date into the new one', () => {
    expect(
      movedTicketDates(
        { date_rules: [{ kind: 'day', date: '2026-12-10' }], excluded_dates: [] },
        '2026-12-10',
        '2026-12-15',
      ),
    ).toEqual({
      date_rules: [{ kind: 'day', date: '2026-12-15' }],
      excluded_dates: [],
      dates: ['2026-12-15'],
    });
  });

  it('excludes a date a range gives and adds the new one as a day, keeping the rule as given', () => {
    const range = { kind: 'range' as const, from: '2026-12-10', to: '2026-12-12' };
    expect(movedTicketDates({ date_rules: [range], excluded_dates: [] }, '2026-12-11', '2026-12-20')).toEqual(
      {
        date_rules: [range, { kind: 'day', date: '2026-12-20' }],
        excluded_dates: ['2026-12-11'],
        dates: ['2026-12-10', '2026-12-12', '2026-12-20'],
      },
    );
  });

  it('brings back an excluded day inside a pattern instead of adding a day rule', () => {
    const weekly = { kind: 'weekly' as const, from: '2026-12-01', to: '2026-12-31', weekdays: [4] };
    const moved = movedTicketDates(
      { date_rules: [weekly], excluded_dates: ['2026-12-17'] },
      '2026-12-10',
      '2026-12-17',
    );
    expect(moved.date_rules).toEqual([weekly]);
    expect(moved.excluded_dates).toEqual(['2026-12-10']);
    expect(moved.dates).toEqual(['2026-12-03', '2026-12-17', '2026-12-24', '2026-12-31']);
  });

  it('moving onto a date it already has merges the two', () => {
    const range = { kind: 'range' as const, from: '2026-12-10', to: '2026-12-12' };
    const moved = movedTicketDates({ date_rules: [range], excluded_dates: [] }, '2026-12-10', '2026-12-12');
    expect(moved.dates).toEqual(['2026-12-11', '2026-12-12']);
    expect(moved.date_rules).toEqual([range]);
  });
});
