import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kuwaitWallClock, weekdayOf } from '@/domain/business-time';
import {
  availableDates,
  isBookableDate,
  keepOrPreselect,
  preselectedDate,
  ticketDateOptions,
} from '@/domain/event-dates';

const NOW = { date: '2026-05-10', time: '17:30' };

function ticket(overrides: Partial<Parameters<typeof ticketDateOptions>[0]> = {}) {
  return {
    dates: ['2026-05-09', '2026-05-10', '2026-05-11', '2026-05-12'],
    start_time: '18:00',
    quantity: 200,
    remaining_qty_per_date: {},
    ...overrides,
  };
}

const day = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('Kuwait time', () => {
  it('reads the calendar in Kuwait, three hours ahead of UTC', () => {
    expect(kuwaitWallClock(new Date('2026-05-10T21:15:00Z'))).toEqual({ date: '2026-05-11', time: '00:15' });
    expect(kuwaitWallClock(new Date('2026-05-10T12:00:00Z'))).toEqual({ date: '2026-05-10', time: '15:00' });
  });

  it('knows the weekday of a date', () => {
    // 10 May 2026 is a Sunday.
    expect(weekdayOf('2026-05-10')).toBe(0);
    expect(weekdayOf('2026-05-15')).toBe(5);
  });
});

describe('date availability (SPEC 4)', () => {
  it('leaves out past dates and keeps today until the ticket starts', () => {
    expect(ticketDateOptions(ticket(), NOW).map((o) => o.date)).toEqual([
      '2026-05-10',
      '2026-05-11',
      '2026-05-12',
    ]);
    const late = { date: '2026-05-10', time: '18:00' };
    expect(ticketDateOptions(ticket(), late).map((o) => o.date)).toEqual(['2026-05-11', '2026-05-12']);
  });

  it('offers only the dates the allowed hours open (SPEC 4 hours per weekday)', () => {
    // 9 May 2026 is a Saturday; 10 Sunday, 11 Monday, 12 Tuesday. Tuesdays have no hours: closed.
    const hours = { 0: [{ from: '10:00', to: '19:00' }], 1: [{ from: '16:00', to: '22:00' }] };
    expect(ticketDateOptions(ticket({ allowed_hours: hours }), NOW).map((o) => o.date)).toEqual([
      '2026-05-10',
      '2026-05-11',
    ]);
    // Today closes with its last interval, even before the ticket's start time.
    const early = { 0: [{ from: '09:00', to: '12:00' }] };
    expect(ticketDateOptions(ticket({ allowed_hours: early }), NOW)).toEqual([]);
    expect(ticketDateOptions(ticket({ allowed_hours: null }), NOW)).toHaveLength(3);
  });

  it('says which dates are sold out and how many places remain', () => {
    const options = ticketDateOptions(
      ticket({
        remaining_qty_per_date: {
          '2026-05-11': { status: 'soldOut', remaining_quantity: 0 },
          '2026-05-12': { status: 'available', remaining_quantity: 3 },
        },
      }),
      NOW,
    );
    expect(options).toEqual([
      { date: '2026-05-10', status: 'available', remaining: 200 },
      { date: '2026-05-11', status: 'soldOut', remaining: 0 },
      { date: '2026-05-12', status: 'available', remaining: 3 },
    ]);
    expect(availableDates(options)).toEqual(['2026-05-10', '2026-05-12']);
  });

  it('preselects the single available date, and none when there is a choice', () => {
    const one = ticketDateOptions(
      ticket({
        dates: ['2026-05-11', '2026-05-12'],
        remaining_qty_per_date: { '2026-05-11': { status: 'soldOut', remaining_quantity: 0 } },
      }),
      NOW,
    );
    expect(preselectedDate(one)).toBe('2026-05-12');
    expect(preselectedDate(ticketDateOptions(ticket(), NOW))).toBeNull();
    expect(preselectedDate([])).toBeNull();
  });

  it('keeps a chosen date while it is available, else falls back to the preselection', () => {
    const options = ticketDateOptions(ticket(), NOW);
    expect(keepOrPreselect(options, '2026-05-11')).toBe('2026-05-11');
    expect(keepOrPreselect(options, '2026-05-09')).toBeNull();
  });

  it('never offers a past date or today after its start, whatever the dates and time', () => {
    fc.assert(
      fc.property(fc.uniqueArray(day, { maxLength: 12 }), day, time, time, (dates, today, now, start) => {
        const options = ticketDateOptions(ticket({ dates, start_time: start }), { date: today, time: now });
        for (const option of options) {
          expect(option.date >= today).toBe(true);
          if (option.date === today) expect(start > now).toBe(true);
        }
        // Nothing bookable is dropped, and the order is the calendar's.
        expect(options.map((o) => o.date)).toEqual(
          [...dates].sort().filter((d) => isBookableDate(d, start, { date: today, time: now })),
        );
      }),
    );
  });

  it('preselects a date exactly when one date is available, and it is that date', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(day, fc.boolean()), { maxLength: 8, selector: ([d]) => d }),
        (entries) => {
          const remaining = Object.fromEntries(
            entries.map(([d, sold]) => [
              d,
              {
                status: sold ? ('soldOut' as const) : ('available' as const),
                remaining_quantity: sold ? 0 : 5,
              },
            ]),
          );
          const options = ticketDateOptions(
            ticket({ dates: entries.map(([d]) => d), remaining_qty_per_date: remaining }),
            { date: '2024-01-01', time: '00:00' },
          );
          const open = entries.filter(([, sold]) => !sold).map(([d]) => d);
          expect(preselectedDate(options)).toBe(open.length === 1 ? open[0] : null);
        },
      ),
    );
  });
});
