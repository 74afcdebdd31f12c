import { describe, expect, it } from 'vitest';
import { type HoursException, isOpenAt, nextOpening, type WorkingPeriod } from '@/domain/weekday-hours';

const at = (iso: string) => new Date(iso);
// 2026-06-01 is a Monday (weekday 1). Kuwait is UTC+3: 08:00 there is 05:00Z.
const weekdays = (opens: string, closes: string): WorkingPeriod[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }));

describe('working hours of branches and areas', () => {
  it('is open from the opening minute to the closing minute, both included, on Kuwait time', () => {
    const hours = weekdays('08:00', '22:00');
    expect(isOpenAt(hours, at('2026-06-01T04:59:59Z'))).toBe(false);
    expect(isOpenAt(hours, at('2026-06-01T05:00:00Z'))).toBe(true);
    // Exactly the closing hour, 22:00 Kuwait: still open; the next minute is not.
    expect(isOpenAt(hours, at('2026-06-01T19:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, at('2026-06-01T19:00:59Z'))).toBe(true);
    expect(isOpenAt(hours, at('2026-06-01T19:01:00Z'))).toBe(false);
  });

  it('takes the weekday from the Kuwait date, not the UTC one', () => {
    // Friday 21:30Z is Saturday 00:30 in Kuwait: closed, though UTC still says Friday.
    const hours: WorkingPeriod[] = [{ weekday: 5, opens: '00:00', closes: '23:59' }];
    expect(isOpenAt(hours, at('2026-06-05T20:59:00Z'))).toBe(true);
    expect(isOpenAt(hours, at('2026-06-05T21:30:00Z'))).toBe(false);
  });

  it('runs past midnight when closing before opening, and "23:59" means until midnight', () => {
    const late: WorkingPeriod[] = [{ weekday: 1, opens: '18:00', closes: '02:00' }];
    expect(isOpenAt(late, at('2026-06-01T15:00:00Z'))).toBe(true);
    expect(isOpenAt(late, at('2026-06-01T22:30:00Z'))).toBe(true);
    expect(isOpenAt(late, at('2026-06-01T23:00:00Z'))).toBe(true);
    expect(isOpenAt(late, at('2026-06-01T23:01:00Z'))).toBe(false);
    const allDay: WorkingPeriod[] = [{ weekday: 1, opens: '00:00', closes: '23:59' }];
    expect(isOpenAt(allDay, at('2026-06-01T20:59:59Z'))).toBe(true);
    expect(isOpenAt(allDay, at('2026-06-01T21:00:00Z'))).toBe(false);
  });

  it('tells the next opening: later today, a later day, or none', () => {
    const hours = weekdays('08:00', '22:00');
    // Monday 06:00 Kuwait: opens at 08:00 the same day.
    expect(nextOpening(hours, at('2026-06-01T03:00:00Z'))?.toISOString()).toBe('2026-06-01T05:00:00.000Z');
    // Monday 23:30 Kuwait: Tuesday 08:00.
    expect(nextOpening(hours, at('2026-06-01T20:30:00Z'))?.toISOString()).toBe('2026-06-02T05:00:00.000Z');
    // Friday 23:00 Kuwait: the weekend is closed, so Monday 08:00.
    expect(nextOpening(hours, at('2026-06-05T20:00:00Z'))?.toISOString()).toBe('2026-06-08T05:00:00.000Z');
    // Open on Mondays only, asked on Monday at 09:00: the Monday after.
    const mondays: WorkingPeriod[] = [{ weekday: 1, opens: '08:00', closes: '10:00' }];
    expect(nextOpening(mondays, at('2026-06-01T06:00:00Z'))?.toISOString()).toBe('2026-06-08T05:00:00.000Z');
    expect(nextOpening([], at('2026-06-01T06:00:00Z'))).toBeNull();
  });
});

describe('dated exceptions to the working hours (holidays)', () => {
  const hours = weekdays('08:00', '22:00');

  it('closes the whole date of a closed exception, and only that date', () => {
    const holiday: HoursException[] = [{ date: '2026-06-02', closed: true }];
    // Tuesday 12:00 Kuwait.
    expect(isOpenAt(hours, at('2026-06-02T09:00:00Z'), holiday)).toBe(false);
    expect(isOpenAt(hours, at('2026-06-01T09:00:00Z'), holiday)).toBe(true);
    expect(isOpenAt(hours, at('2026-06-03T09:00:00Z'), holiday)).toBe(true);
  });

  it('replaces the weekday with the periods of the exception, also on a weekday that is closed', () => {
    const short: HoursException[] = [{ date: '2026-06-02', periods: [{ opens: '10:00', closes: '14:00' }] }];
    expect(isOpenAt(hours, at('2026-06-02T06:00:00Z'), short)).toBe(false);
    expect(isOpenAt(hours, at('2026-06-02T08:00:00Z'), short)).toBe(true);
    expect(isOpenAt(hours, at('2026-06-02T12:00:00Z'), short)).toBe(false);
    // Saturday 2026-06-06 is closed every week; this one opens in the evening.
    const saturday: HoursException[] = [
      { date: '2026-06-06', periods: [{ opens: '17:00', closes: '21:00' }] },
    ];
    expect(isOpenAt(hours, at('2026-06-06T15:00:00Z'), saturday)).toBe(true);
    expect(isOpenAt(hours, at('2026-06-06T15:00:00Z'))).toBe(false);
  });

  it('keeps a past-midnight period of the day before, and runs an exception past midnight itself', () => {
    const late: WorkingPeriod[] = [{ weekday: 1, opens: '18:00', closes: '02:00' }];
    // Tuesday is a holiday, but Monday night still ends at 02:00 Tuesday.
    const tuesday: HoursException[] = [{ date: '2026-06-02', closed: true }];
    expect(isOpenAt(late, at('2026-06-01T22:30:00Z'), tuesday)).toBe(true);
    expect(isOpenAt(late, at('2026-06-01T23:30:00Z'), tuesday)).toBe(false);
    // Monday itself closed: nothing spills into Tuesday.
    const monday: HoursException[] = [{ date: '2026-06-01', closed: true }];
    expect(isOpenAt(late, at('2026-06-01T15:00:00Z'), monday)).toBe(false);
    expect(isOpenAt(late, at('2026-06-01T22:30:00Z'), monday)).toBe(false);
    // An exception on Wednesday from 20:00 to 01:00 is open at 00:30 Thursday.
    const wednesday: HoursException[] = [
      { date: '2026-06-03', periods: [{ opens: '20:00', closes: '01:00' }] },
    ];
    expect(isOpenAt([], at('2026-06-03T21:30:00Z'), wednesday)).toBe(true);
    expect(isOpenAt([], at('2026-06-03T22:30:00Z'), wednesday)).toBe(false);
  });

  it('finds the next opening past closed dates and into an exception', () => {
    // Friday 23:00 Kuwait; Monday is a holiday: Tuesday 08:00.
    const monday: HoursException[] = [{ date: '2026-06-08', closed: true }];
    expect(nextOpening(hours, at('2026-06-05T20:00:00Z'), monday)?.toISOString()).toBe(
      '2026-06-09T05:00:00.000Z',
    );
    // Saturday opens at 17:00 by exception.
    const saturday: HoursException[] = [
      { date: '2026-06-06', periods: [{ opens: '17:00', closes: '21:00' }] },
    ];
    expect(nextOpening(hours, at('2026-06-05T20:00:00Z'), saturday)?.toISOString()).toBe(
      '2026-06-06T14:00:00.000Z',
    );
    // A whole week of holidays: the week after.
    const week: HoursException[] = ['08', '09', '10', '11', '12'].map((day) => ({
      date: `2026-06-${day}`,
      closed: true,
    }));
    expect(nextOpening(hours, at('2026-06-05T20:00:00Z'), week)?.toISOString()).toBe(
      '2026-06-15T05:00:00.000Z',
    );
  });
});
