import { describe, expect, it } from 'vitest';
import {
  allowedHoursProblems,
  hoursClosure,
  MAX_INTERVALS_PER_DAY,
  normalAllowedHours,
} from '@/domain/ticket-allowed-hours';

// 15 May 2026 is a Friday (5), 16 a Saturday (6), 17 a Sunday (0).
const FRIDAY = '2026-05-15';
const SATURDAY = '2026-05-16';
const hours = {
  5: [
    { from: '10:00', to: '12:00' },
    { from: '16:00', to: '22:00' },
  ],
  6: [],
};

describe('dates the allowed hours open', () => {
  const before = { date: '2026-05-14', time: '23:00' };

  it('opens every date when no hours are set', () => {
    expect(hoursClosure(null, SATURDAY, before)).toBeNull();
    expect(hoursClosure(undefined, SATURDAY, before)).toBeNull();
  });

  it('closes a weekday with no intervals, whether left out or empty', () => {
    expect(hoursClosure(hours, FRIDAY, before)).toBeNull();
    expect(hoursClosure(hours, SATURDAY, before)).toBe('weekday_closed');
    expect(hoursClosure(hours, '2026-05-17', before)).toBe('weekday_closed');
  });

  it("keeps today open until the end of today's last interval, on Kuwait's clock", () => {
    expect(hoursClosure(hours, FRIDAY, { date: FRIDAY, time: '08:00' })).toBeNull();
    // Between the intervals: the evening one is still to come.
    expect(hoursClosure(hours, FRIDAY, { date: FRIDAY, time: '13:00' })).toBeNull();
    expect(hoursClosure(hours, FRIDAY, { date: FRIDAY, time: '21:59' })).toBeNull();
    expect(hoursClosure(hours, FRIDAY, { date: FRIDAY, time: '22:00' })).toBe('hours_over');
    // A later Friday is not today: its hours are all ahead.
    expect(hoursClosure(hours, '2026-05-22', { date: FRIDAY, time: '23:00' })).toBeNull();
  });
});

describe('checking allowed hours', () => {
  it('accepts no hours, and well-formed intervals that touch without overlapping', () => {
    expect(allowedHoursProblems(null)).toEqual([]);
    expect(
      allowedHoursProblems({
        0: [
          { from: '18:00', to: '20:00' },
          { from: '20:00', to: '22:00' },
        ],
        5: [],
      }),
    ).toEqual([]);
  });

  it('refuses what is not a map of weekdays to lists', () => {
    expect(allowedHoursProblems({ 7: [] })).toEqual([{ code: 'shape' }]);
    expect(allowedHoursProblems({ 1: 'all day' })).toEqual([{ code: 'shape' }]);
    expect(allowedHoursProblems([])).toEqual([{ code: 'shape' }]);
    expect(allowedHoursProblems('any')).toEqual([{ code: 'shape' }]);
  });

  it('refuses hours that leave every weekday closed', () => {
    expect(allowedHoursProblems({})).toEqual([{ code: 'no_days' }]);
    expect(allowedHoursProblems({ 2: [] })).toEqual([{ code: 'no_days' }]);
  });

  it('names the weekday and interval of each bad time, end before start, and overlap', () => {
    expect(
      allowedHoursProblems({
        5: [
          { from: '16:00', to: '22:00' },
          { from: '21:00', to: '23:00' },
        ],
        1: [
          { from: '8:00', to: '18:00' },
          { from: '22:00', to: '18:00' },
          { from: '12:00', to: '12:00' },
        ],
      }),
    ).toEqual([
      { code: 'time', weekday: 1, number: 1 },
      { code: 'order', weekday: 1, number: 2 },
      { code: 'order', weekday: 1, number: 3 },
      { code: 'overlap', weekday: 5, number: 2 },
    ]);
  });

  it('finds an overlap whichever interval comes first', () => {
    const inside = {
      3: [
        { from: '12:00', to: '13:00' },
        { from: '09:00', to: '17:00' },
      ],
    };
    expect(allowedHoursProblems(inside)).toEqual([{ code: 'overlap', weekday: 3, number: 2 }]);
  });

  it(`holds at most ${MAX_INTERVALS_PER_DAY} intervals a day`, () => {
    const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const day = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ from: hour(i), to: hour(i + 1) }));
    expect(allowedHoursProblems({ 4: day(MAX_INTERVALS_PER_DAY) })).toEqual([]);
    expect(allowedHoursProblems({ 4: day(MAX_INTERVALS_PER_DAY + 1) })).toEqual([
      { code: 'too_many', weekday: 4, max: MAX_INTERVALS_PER_DAY },
    ]);
  });

  it('stores weekdays in order, intervals by start, and closed weekdays left out', () => {
    expect(
      normalAllowedHours({
        6: [
          { from: '18:00', to: '20:00' },
          { from: '09:00', to: '10:00' },
        ],
        2: [],
        0: [{ from: '10:00', to: '11:00' }],
      }),
    ).toEqual({
      0: [{ from: '10:00', to: '11:00' }],
      6: [
        { from: '09:00', to: '10:00' },
        { from: '18:00', to: '20:00' },
      ],
    });
    expect(normalAllowedHours(null)).toBeNull();
  });
});
