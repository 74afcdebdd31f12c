import { describe, expect, it } from 'vitest';
import { kuwaitWallClock } from '@/domain/business-time';
import {
  formatDate,
  formatDateAndTime,
  formatDateRange,
  formatDateTime,
  formatSlot,
  formatTime,
  formatTimeAgo,
  formatTimeAt,
  formatTimeRange,
  isolate,
  monthNames,
  weekdayName,
} from '@/domain/date-formats';

const FSI = '\u2068';
const PDI = '\u2069';
// 19:04 on Thursday 5 March 2026 in Kuwait.
const INSTANT = '2026-03-05T16:04:00Z';

describe('one date, time and date-time format per language', () => {
  it('writes English dates as "Thu, 5 Mar 2026" and times as hh:mm A', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('Thu, 5 Mar 2026');
    expect(formatTime('19:04', 'en')).toBe('07:04 PM');
    expect(formatTime('00:30', 'en')).toBe('12:30 AM');
    expect(formatTime('12:00', 'en')).toBe('12:00 PM');
    expect(formatDateTime(INSTANT, 'en')).toBe('Thu, 5 Mar 2026, 07:04 PM');
  });

  it('writes Arabic with Latin digits and the Arabic day-period marker', () => {
    expect(formatDate('2026-03-05', 'ar')).toBe('الخميس، 5 مارس 2026');
    expect(formatTime('19:04', 'ar')).toBe('07:04 م');
    expect(formatTime('09:15', 'ar')).toBe('09:15 ص');
    expect(formatDateTime(INSTANT, 'ar')).toBe('الخميس، 5 مارس 2026، 07:04 م');
    for (const text of [formatDate('2026-12-31', 'ar'), formatDateTime(INSTANT, 'ar')]) {
      expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
  });

  it('reads an instant on Kuwait time: the date-time is its Kuwait date and time, formatted', () => {
    for (const lang of ['en', 'ar'] as const) {
      const { date, time } = kuwaitWallClock(new Date(INSTANT));
      expect(formatDateTime(new Date(INSTANT), lang)).toBe(formatDateAndTime(date, time, lang));
      expect(formatTimeAt(INSTANT, lang)).toBe(formatTime('19:04', lang));
    }
    // 21:30Z on 31 December is already New Year's Day in Kuwait.
    expect(formatDateTime('2025-12-31T21:30:00Z', 'en')).toBe('Thu, 1 Jan 2026, 12:30 AM');
  });

  it('leaves what it cannot read as it came', () => {
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatTime('25:00', 'ar')).toBe('25:00');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatTime('18:00:00', 'en')).toBe('06:00 PM');
  });
});

describe('ranges keep their order in right-to-left text', () => {
  it('isolates every range with FSI … PDI', () => {
    expect(isolate('a')).toBe(`${FSI}a${PDI}`);
    expect(formatTimeRange('18:00', '23:00', 'en')).toBe(`${FSI}06:00 PM – 11:00 PM${PDI}`);
    expect(formatTimeRange('18:00', '23:00', 'ar')).toBe(`${FSI}06:00 م – 11:00 م${PDI}`);
    expect(formatDateRange('2026-03-05', '2026-03-07', 'en')).toBe(
      `${FSI}Thu, 5 Mar 2026 – Sat, 7 Mar 2026${PDI}`,
    );
  });

  it('writes one day once, and nothing without a first day', () => {
    expect(formatDateRange('2026-03-05', '2026-03-05', 'en')).toBe('Thu, 5 Mar 2026');
    expect(formatDateRange('2026-03-05', null, 'ar')).toBe('الخميس، 5 مارس 2026');
    expect(formatDateRange(null, '2026-03-05', 'en')).toBe('');
  });

  it('writes a slot as its date and isolated hours', () => {
    expect(formatSlot('2026-05-02', '18:00', '23:00', 'en')).toBe(
      `Sat, 2 May 2026, ${FSI}06:00 PM – 11:00 PM${PDI}`,
    );
    expect(formatSlot('2026-05-02', '18:00', '23:00', 'ar')).toBe(
      `السبت، 2 مايو 2026، ${FSI}06:00 م – 11:00 م${PDI}`,
    );
  });
});

describe('names', () => {
  it('names weekdays as the date format writes them, Sunday first', () => {
    expect([0, 5, 6].map((day) => weekdayName(day, 'en'))).toEqual(['Sun', 'Fri', 'Sat']);
    expect(weekdayName(4, 'ar')).toBe(formatDate('2026-03-05', 'ar').split('،')[0]);
    expect([0, 5].map((day) => weekdayName(day, 'en', 'long'))).toEqual(['Sunday', 'Friday']);
    expect(weekdayName(5, 'ar', 'long')).toBe('الجمعة');
  });

  it('names months January first', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[2]).toBe('Mar');
    expect(monthNames('ar')[2]).toBe('مارس');
  });
});

describe('how long ago', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ago = (ms: number, lang: 'en' | 'ar' = 'en') =>
    formatTimeAgo(new Date(now.getTime() - ms), now, lang);

  it('tells an instant in the largest unit it reaches, under a minute as now', () => {
    expect(ago(20_000)).toBe('now');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000 + 59 * 60_000)).toBe('3 hours ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(15 * 86_400_000)).toBe('2 weeks ago');
    expect(ago(400 * 86_400_000)).toBe('last year');
  });

  it('speaks Arabic with Latin digits', () => {
    expect(ago(5 * 60_000, 'ar')).toBe('قبل 5 دقائق');
    expect(ago(20_000, 'ar')).toBe('الآن');
  });

  it('returns an unreadable value as it came', () => {
    expect(formatTimeAgo('soon', now, 'en')).toBe('soon');
  });
});
