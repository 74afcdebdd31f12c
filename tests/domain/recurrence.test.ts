import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, kuwaitWallClock } from '@/domain/business-time';
import { RECURRENCE_FREQUENCIES } from '@/domain/payment-request-rules';
import {
  occurrenceAfter,
  occurrenceDates,
  occurrenceExpiry,
  occurrenceInstant,
  seriesAt,
} from '@/domain/recurrence';

describe('occurrence dates', () => {
  it('steps a week at a time, both ends included', () => {
    expect(
      occurrenceDates({ start_date: '2026-12-01', end_date: '2026-12-22', frequency: 'weekly' }),
    ).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']);
  });

  it('falls on the last day of shorter months and goes back to its day after', () => {
    expect(
      occurrenceDates({ start_date: '2027-01-31', end_date: '2027-05-31', frequency: 'monthly' }),
    ).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(
      occurrenceDates({ start_date: '2028-01-30', end_date: '2028-03-30', frequency: 'monthly' }),
    ).toEqual(['2028-01-30', '2028-02-29', '2028-03-30']);
  });

  it('counts quarters and years from the start, Feb 29 falling on Feb 28 in common years', () => {
    expect(
      occurrenceDates({ start_date: '2026-11-30', end_date: '2027-08-31', frequency: 'quarterly' }),
    ).toEqual(['2026-11-30', '2027-02-28', '2027-05-30', '2027-08-30']);
    expect(
      occurrenceDates({ start_date: '2028-02-29', end_date: '2032-03-01', frequency: 'yearly' }),
    ).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('has the start alone when the end is the start, none when the end is before it', () => {
    expect(
      occurrenceDates({ start_date: '2026-12-01', end_date: '2026-12-01', frequency: 'yearly' }),
    ).toEqual(['2026-12-01']);
    expect(
      occurrenceDates({ start_date: '2026-12-02', end_date: '2026-12-01', frequency: 'weekly' }),
    ).toEqual([]);
  });

  const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2025-01-01', offset));
  const series = fc.record({
    start_date: day,
    length: fc.integer({ min: 0, max: 2000 }),
    frequency: fc.constantFrom(...RECURRENCE_FREQUENCIES),
  });

  it('are strictly increasing, within the bounds, on the start day or its month’s last day', () => {
    fc.assert(
      fc.property(series, ({ start_date, length, frequency }) => {
        const end_date = addDays(start_date, length);
        const dates = occurrenceDates({ start_date, end_date, frequency });
        expect(dates[0]).toBe(start_date);
        for (const [index, date] of dates.entries()) {
          expect(date <= end_date).toBe(true);
          if (index > 0) expect(date > (dates[index - 1] as string)).toBe(true);
          if (frequency === 'weekly') continue;
          const startDay = Number(start_date.slice(8));
          const dayOf = Number(date.slice(8));
          const lastOfMonth = addDays(`${addDays(`${date.slice(0, 8)}28`, 4).slice(0, 8)}01`, -1);
          expect(dayOf === startDay || (dayOf < startDay && date === lastOfMonth)).toBe(true);
        }
      }),
    );
  });
});

describe('occurrence instants', () => {
  it('go out at the merchant’s time of day in Kuwait (UTC+3)', () => {
    expect(occurrenceInstant('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(occurrenceInstant('2026-12-01', '01:30').toISOString()).toBe('2026-11-30T22:30:00.000Z');
  });

  it('give where a series stands: the latest out and the next to come', () => {
    const monthly = { start_date: '2027-01-31', end_date: '2027-04-30', frequency: 'monthly' } as const;
    const before = seriesAt(monthly, '09:00', new Date('2027-01-31T05:59:59Z'));
    expect(before.latest).toBeNull();
    expect(before.next?.at.toISOString()).toBe('2027-01-31T06:00:00.000Z');
    const onTime = seriesAt(monthly, '09:00', new Date('2027-01-31T06:00:00Z'));
    expect(onTime.latest?.n).toBe(0);
    expect(onTime.next?.at.toISOString()).toBe('2027-02-28T06:00:00.000Z');
    const last = seriesAt(monthly, '09:00', new Date('2027-04-30T06:00:00Z'));
    expect(last.latest?.n).toBe(3);
    expect(last.next).toBeNull();
    expect(occurrenceAfter(monthly, '09:00', 1)?.at.toISOString()).toBe('2027-03-31T06:00:00.000Z');
  });

  it('stand where a walk from the start date would, however long ago the series started', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2020-01-01', offset));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(...RECURRENCE_FREQUENCIES),
        fc.integer({ min: -400, max: 4000 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (start_date, length, frequency, nowOffset, minute) => {
          const series = { start_date, end_date: addDays(start_date, length), frequency };
          const now = new Date(
            occurrenceInstant(start_date, '00:00').getTime() + nowOffset * 86_400_000 + minute * 60_000,
          );
          const instants = occurrenceDates(series).map((date) => occurrenceInstant(date, '09:00').getTime());
          const passed = instants.filter((instant) => instant <= now.getTime());
          const at = seriesAt(series, '09:00', now);
          expect(at.latest?.n ?? null).toBe(passed.length ? passed.length - 1 : null);
          expect(at.latest?.at.getTime() ?? null).toBe(passed.at(-1) ?? null);
          expect(at.next?.at.getTime() ?? null).toBe(instants[passed.length] ?? null);
        },
      ),
    );
  });
});

describe('occurrence expiries', () => {
  it('keep the first occurrence’s window: February’s link is not born expired', () => {
    const row = { start_date: '2027-01-01', expiry: '2027-01-10T20:59:00.000Z' };
    const february = occurrenceInstant('2027-02-01', '09:00');
    expect(occurrenceExpiry(row, '09:00', occurrenceInstant('2027-01-01', '09:00'))?.toISOString()).toBe(
      '2027-01-10T20:59:00.000Z',
    );
    expect(occurrenceExpiry(row, '09:00', february)?.toISOString()).toBe('2027-02-10T20:59:00.000Z');
    expect(occurrenceExpiry({ ...row, expiry: null }, '09:00', february)).toBeNull();
  });

  it('fall the same time after every occurrence, on the same Kuwait time of day', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2025-01-01', offset));
    const wallTime = fc
      .integer({ min: 0, max: 24 * 60 - 1 })
      .map(
        (minute) =>
          `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom(...RECURRENCE_FREQUENCIES),
        wallTime,
        fc.integer({ min: 1, max: 400 * 24 * 60 }),
        (start_date, length, frequency, time, windowMinutes) => {
          const first = occurrenceInstant(start_date, time);
          const expiry = new Date(first.getTime() + windowMinutes * 60_000);
          const row = { start_date, expiry: expiry.toISOString() };
          for (const date of occurrenceDates({
            start_date,
            end_date: addDays(start_date, length),
            frequency,
          })) {
            const at = occurrenceInstant(date, time);
            const expires = occurrenceExpiry(row, time, at);
            expect(expires && expires.getTime() - at.getTime()).toBe(windowMinutes * 60_000);
            expect(kuwaitWallClock(expires ?? at).time).toBe(kuwaitWallClock(expiry).time);
          }
        },
      ),
    );
  });
});
