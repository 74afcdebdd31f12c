import { describe, expect, it } from 'vitest';
import { kuwaitToday, kuwaitYear } from '@/domain/business-time';
import {
  parseHomeSearch,
  searchForPeriod,
  searchForRange,
  statisticsParams,
} from '@/features/home/lib/period';

describe('home search parameters', () => {
  it('keeps a known period, whole dates and a year from the URL, and drops anything else', () => {
    expect(parseHomeSearch({ period: 'week', date_after: '2026-01-05', year: '2024' })).toEqual({
      period: 'week',
      date_after: '2026-01-05',
      date_before: undefined,
      year: 2024,
    });
    expect(
      parseHomeSearch({ period: 'decade', date_after: '5 Jan', date_before: '2026-13-45', year: 'x' }),
    ).toEqual({
      period: undefined,
      date_after: undefined,
      date_before: undefined,
      year: undefined,
    });
  });

  it('asks for the day when no period is chosen (SPEC 9 default)', () => {
    expect(statisticsParams({})).toEqual({ period: 'day' });
    expect(statisticsParams({ period: 'month', date_after: '2026-01-01' })).toEqual({ period: 'month' });
  });

  it('sends a custom range only when both ends are there and To is not before From', () => {
    expect(
      statisticsParams({ period: 'custom', date_after: '2026-03-01', date_before: '2026-03-31' }),
    ).toEqual({
      period: 'custom',
      date_after: '2026-03-01',
      date_before: '2026-03-31',
    });
    expect(statisticsParams({ period: 'custom', date_after: '2026-03-01' })).toBeNull();
    expect(
      statisticsParams({ period: 'custom', date_after: '2026-03-10', date_before: '2026-03-09' }),
    ).toBeNull();
  });

  it("starts a new custom range on the last seven days of Kuwait's calendar", () => {
    // 22:30 UTC on 31 March is already 1 April in Kuwait (UTC+3).
    const now = new Date('2026-03-31T22:30:00Z');
    expect(kuwaitToday(now)).toBe('2026-04-01');
    expect(searchForPeriod({ year: 2025 }, 'custom', now)).toEqual({
      year: 2025,
      period: 'custom',
      date_after: '2026-03-26',
      date_before: '2026-04-01',
    });
  });

  it('forgets the custom dates when another period is picked', () => {
    const search = {
      period: 'custom' as const,
      date_after: '2026-03-01',
      date_before: '2026-03-02',
      year: 2025,
    };
    expect(searchForPeriod(search, 'week')).toEqual({
      period: 'week',
      date_after: undefined,
      date_before: undefined,
      year: 2025,
    });
  });

  it('carries To along when From moves past it (To’s minimum is From)', () => {
    const search = { period: 'custom' as const, date_after: '2026-03-01', date_before: '2026-03-05' };
    expect(searchForRange(search, { date_after: '2026-03-09' })).toMatchObject({
      date_after: '2026-03-09',
      date_before: '2026-03-09',
    });
    expect(searchForRange(search, { date_after: '2026-03-03' })).toMatchObject({
      date_after: '2026-03-03',
      date_before: '2026-03-05',
    });
  });

  it("gives the year of Kuwait's New Year before the device's", () => {
    expect(kuwaitYear(new Date('2025-12-31T21:30:00Z'))).toBe(2026);
  });
});
