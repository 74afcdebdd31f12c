import { describe, expect, it } from 'vitest';
import {
  dateRuleProblem,
  eventEndsAt,
  expandTicketDates,
  MAX_TICKET_DATES,
  salePhase,
  ticketOnSale,
} from '../../src/domain/event-schedule';

describe('expandTicketDates', () => {
  it('joins days, ranges and weekly patterns, sorted and each once, less the excluded days', () => {
    const { dates, tooMany } = expandTicketDates(
      [
        { kind: 'day', date: '2026-12-20' },
        { kind: 'range', from: '2026-12-01', to: '2026-12-03' },
        // 2026-12-06 is a Sunday: Sundays and Wednesdays of two weeks.
        { kind: 'weekly', from: '2026-12-06', to: '2026-12-19', weekdays: [0, 3] },
        { kind: 'day', date: '2026-12-02' },
      ],
      ['2026-12-09'],
    );
    expect(dates).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-06',
      '2026-12-13',
      '2026-12-16',
      '2026-12-20',
    ]);
    expect(tooMany).toBe(false);
  });

  it('crosses month and year ends by calendar day', () => {
    const { dates } = expandTicketDates([{ kind: 'range', from: '2026-12-30', to: '2027-01-02' }]);
    expect(dates).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('cuts the list at a year of dates and says so', () => {
    const { dates, tooMany } = expandTicketDates([{ kind: 'range', from: '2026-01-01', to: '2027-12-31' }]);
    expect(dates).toHaveLength(MAX_TICKET_DATES);
    expect(tooMany).toBe(true);
  });

  it('names what is wrong with a rule and expands nothing from it', () => {
    expect(dateRuleProblem({ kind: 'day', date: '2026-02-30' })).toBe('date');
    expect(dateRuleProblem({ kind: 'range', from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(dateRuleProblem({ kind: 'range', from: '2026-01-01', to: '2028-06-01' })).toBe('span');
    expect(dateRuleProblem({ kind: 'weekly', from: '2026-01-01', to: '2026-02-01', weekdays: [] })).toBe(
      'weekdays',
    );
    expect(dateRuleProblem({ kind: 'weekly', from: '2026-01-01', to: '2026-02-01', weekdays: [7] })).toBe(
      'weekdays',
    );
    expect(expandTicketDates([{ kind: 'range', from: '2026-03-02', to: '2026-03-01' }]).dates).toEqual([]);
  });
});

describe('sale phases', () => {
  const tickets = [
    { dates: ['2026-12-10', '2026-12-12'], end_time: '23:00' },
    { dates: ['2026-12-11'], end_time: '22:00' },
  ];
  const event = {
    sale_starts_at: '2026-12-01T06:00:00Z',
    sale_ends_at: '2026-12-09T21:00:00Z',
    canceled_at: null,
  };

  it('ends when the last slot ends, in Kuwait time', () => {
    expect(eventEndsAt(tickets)?.toISOString()).toBe('2026-12-12T20:00:00.000Z');
    expect(eventEndsAt([])).toBeNull();
  });

  it('waits before the sale, sells within it, closes after it and is over after the last slot', () => {
    expect(salePhase(event, tickets, new Date('2026-11-30T12:00:00Z'))).toBe('waiting');
    expect(salePhase(event, tickets, new Date('2026-12-01T06:00:00Z'))).toBe('on_sale');
    expect(salePhase(event, tickets, new Date('2026-12-09T21:00:00Z'))).toBe('closed');
    expect(salePhase(event, tickets, new Date('2026-12-12T20:00:00Z'))).toBe('over');
    expect(
      salePhase({ ...event, canceled_at: '2026-12-02T00:00:00Z' }, tickets, new Date('2026-12-03T00:00:00Z')),
    ).toBe('canceled');
  });

  it('sells a ticket only inside its own window, an open end being no limit', () => {
    const now = new Date('2026-12-05T00:00:00Z');
    expect(ticketOnSale({ sale_starts_at: null, sale_ends_at: null }, now)).toBe(true);
    expect(ticketOnSale({ sale_starts_at: '2026-12-06T00:00:00Z', sale_ends_at: null }, now)).toBe(false);
    expect(ticketOnSale({ sale_starts_at: null, sale_ends_at: '2026-12-05T00:00:00Z' }, now)).toBe(false);
  });
});
