import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateFilterBound,
  isCalendarDate,
  isWallTime,
  kuwaitDateOf,
  kuwaitDateTimeLocal,
  kuwaitDayEnd,
  kuwaitDayStart,
  kuwaitDayStartOf,
  kuwaitHourStartOf,
  kuwaitInstant,
  kuwaitMonthStartOf,
  kuwaitTimestamp,
  kuwaitToday,
  kuwaitWallClock,
  kuwaitYear,
  minuteOfDay,
  nextMonthStart,
  parseKuwaitDateTimeLocal,
  wallTimeOf,
  weekdayOf,
} from '@/domain/business-time';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('the Kuwait day turns at 21:00 UTC', () => {
  it('reads 20:59:59Z as the day before and 21:00Z as the next day, at 23:59 and 00:00', () => {
    expect(kuwaitWallClock(at('2026-05-10T20:59:59Z'))).toEqual({ date: '2026-05-10', time: '23:59' });
    expect(kuwaitWallClock(at('2026-05-10T21:00:00Z'))).toEqual({ date: '2026-05-11', time: '00:00' });
    expect(kuwaitToday(at('2026-05-10T20:59:59.999Z'))).toBe('2026-05-10');
    expect(kuwaitToday(at('2026-05-10T21:00:00.000Z'))).toBe('2026-05-11');
  });

  it('starts a day at 21:00Z the evening before and ends it, exclusive, 24 hours later', () => {
    expect(iso(kuwaitDayStart('2026-05-11'))).toBe('2026-05-10T21:00:00.000Z');
    expect(iso(kuwaitDayEnd('2026-05-11'))).toBe('2026-05-11T21:00:00.000Z');
    expect(iso(kuwaitDayStartOf(at('2026-05-10T21:00:00Z')))).toBe('2026-05-10T21:00:00.000Z');
    expect(iso(kuwaitDayStartOf(at('2026-05-10T20:59:59Z')))).toBe('2026-05-09T21:00:00.000Z');
  });

  it('crosses month and year ends with the calendar, not the UTC one', () => {
    // 31 January 22:00Z is 1 February in Kuwait; New Year's Eve 21:30Z is already the new year.
    expect(kuwaitDateOf(at('2026-01-31T22:00:00Z'))).toBe('2026-02-01');
    expect(kuwaitDateOf(at('2025-12-31T21:30:00Z'))).toBe('2026-01-01');
    expect(kuwaitYear(at('2025-12-31T20:59:59Z'))).toBe(2025);
    expect(kuwaitYear(at('2025-12-31T21:00:00Z'))).toBe(2026);
    expect(iso(kuwaitDayEnd('2025-12-31'))).toBe('2025-12-31T21:00:00.000Z');
    expect(iso(kuwaitDayEnd('2026-02-28'))).toBe('2026-02-28T21:00:00.000Z');
    expect(iso(kuwaitDayStart('2028-02-29'))).toBe('2028-02-28T21:00:00.000Z');
    expect(iso(kuwaitDayEnd('2028-02-29'))).toBe('2028-02-29T21:00:00.000Z');
  });

  it('finds the start of the Kuwait month and hour an instant falls in', () => {
    expect(iso(kuwaitMonthStartOf(at('2026-03-31T21:30:00Z')))).toBe('2026-03-31T21:00:00.000Z');
    expect(iso(kuwaitMonthStartOf(at('2026-03-31T20:30:00Z')))).toBe('2026-02-28T21:00:00.000Z');
    expect(iso(kuwaitMonthStartOf(at('2026-01-01T00:00:00Z')))).toBe('2025-12-31T21:00:00.000Z');
    expect(iso(kuwaitHourStartOf(at('2026-03-14T21:59:59Z')))).toBe('2026-03-14T21:00:00.000Z');
  });
});

describe('Kuwait wall time and instants', () => {
  it('turns a calendar date and wall time into the instant it happens, three hours before UTC', () => {
    expect(iso(kuwaitInstant('2026-05-02', '18:00'))).toBe('2026-05-02T15:00:00.000Z');
    expect(iso(kuwaitInstant('2026-05-02', '00:00'))).toBe('2026-05-01T21:00:00.000Z');
    expect(iso(kuwaitInstant('2026-01-01', '02:59'))).toBe('2025-12-31T23:59:00.000Z');
    expect(Number.isNaN(kuwaitInstant('2026-05-02', '24:00').getTime())).toBe(true);
    expect(Number.isNaN(kuwaitInstant('02/05/2026', '18:00').getTime())).toBe(true);
  });

  it('reads back every instant it makes (any date, any minute)', () => {
    const date = fc
      .date({ min: at('1990-01-01T00:00:00Z'), max: at('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const minute = fc.integer({ min: 0, max: 24 * 60 - 1 }).map(wallTimeOf);
    fc.assert(
      fc.property(date, minute, (d, t) => {
        expect(kuwaitWallClock(kuwaitInstant(d, t))).toEqual({ date: d, time: t });
      }),
    );
  });

  it('writes a sortable stamp with seconds for spreadsheets', () => {
    expect(kuwaitTimestamp(at('2026-03-05T16:04:09Z'))).toBe('2026-03-05 19:04:09');
    expect(kuwaitTimestamp(at('2025-12-31T21:00:00Z'))).toBe('2026-01-01 00:00:00');
  });

  it('reads and writes datetime-local values as Kuwait time', () => {
    expect(iso(parseKuwaitDateTimeLocal('2026-03-01T12:30') as Date)).toBe('2026-03-01T09:30:00.000Z');
    expect(iso(parseKuwaitDateTimeLocal('2026-03-01T00:00:45') as Date)).toBe('2026-02-28T21:00:45.000Z');
    expect(parseKuwaitDateTimeLocal('2026-02-30T12:30')).toBeNull();
    expect(parseKuwaitDateTimeLocal('2026-03-01 12:30')).toBeNull();
    expect(parseKuwaitDateTimeLocal('2026-03-01T12:30:60')).toBeNull();
    expect(kuwaitDateTimeLocal(at('2026-02-28T21:00:00Z'))).toBe('2026-03-01T00:00');
  });
});

describe('calendar dates and wall times', () => {
  it('accepts real days only, leap days included', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate(20260101)).toBe(false);
    expect(isWallTime('23:59')).toBe(true);
    expect(isWallTime('24:00')).toBe(false);
    expect(isWallTime('7:30')).toBe(false);
  });

  it('moves dates by days and months across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(nextMonthStart('2026-01-31')).toBe('2026-02-01');
    expect(nextMonthStart('2026-12-15')).toBe('2027-01-01');
  });

  it('knows the weekday of a date whatever the zone (0 = Sunday)', () => {
    expect(weekdayOf('2026-05-10')).toBe(0);
    expect(weekdayOf('2026-05-15')).toBe(5);
    expect(weekdayOf('2026-05-16')).toBe(6);
    // The weekday follows Kuwait's date: 21:30Z on Saturday is already Sunday there.
    expect(weekdayOf(kuwaitDateOf(at('2026-05-09T21:30:00Z')))).toBe(0);
  });

  it('converts wall times and minutes of the day both ways', () => {
    expect(minuteOfDay('18:30')).toBe(1110);
    expect(minuteOfDay('00:00')).toBe(0);
    expect(wallTimeOf(1439)).toBe('23:59');
    expect(wallTimeOf(minuteOfDay('07:05'))).toBe('07:05');
  });
});

describe('date filter bounds', () => {
  it('takes a day as the whole Kuwait day, both ends included', () => {
    expect(iso(dateFilterBound('2026-03-05', 'after') as Date)).toBe('2026-03-04T21:00:00.000Z');
    expect(iso(dateFilterBound('2026-03-05', 'before') as Date)).toBe('2026-03-05T21:00:00.000Z');
    expect(iso(dateFilterBound('2026-12-31', 'before') as Date)).toBe('2026-12-31T21:00:00.000Z');
  });

  it('takes an ISO time as is, "before" including that instant', () => {
    expect(iso(dateFilterBound('2026-03-05T15:00:00+03:00', 'after') as Date)).toBe(
      '2026-03-05T12:00:00.000Z',
    );
    expect(iso(dateFilterBound('2026-03-05T12:00:00Z', 'before') as Date)).toBe('2026-03-05T12:00:00.001Z');
  });

  it('refuses days that do not exist and anything else', () => {
    expect(dateFilterBound('2026-02-31', 'after')).toBeNull();
    expect(dateFilterBound('2026-03-05T12:00', 'after')).toBeNull();
    expect(dateFilterBound('yesterday', 'before')).toBeNull();
  });
});

describe("Kuwait's offset agrees with the engine's time-zone database", () => {
  // The zone database, as the conversions used to read it: a failure here means Kuwait's clocks
  // changed (or will) and business-time.ts's fixed offset must learn how.
  const zone = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kuwait',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const fromZone = (instant: Date) => {
    const part = Object.fromEntries(zone.formatToParts(instant).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  };
  const thisCentury = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  });

  it('reads every instant of this century as the zone database does', () => {
    fc.assert(
      fc.property(thisCentury, (instant) => {
        expect(kuwaitTimestamp(instant)).toBe(fromZone(instant));
      }),
      { numRuns: 2_000 },
    );
  });

  it('finds the instant of every Kuwait date and time as the zone database reads it back', () => {
    fc.assert(
      fc.property(thisCentury, (instant) => {
        const { date, time } = kuwaitWallClock(instant);
        expect(fromZone(kuwaitInstant(date, time))).toBe(`${date} ${time}:00`);
      }),
      { numRuns: 2_000 },
    );
  });
});
