import { describe, expect, it } from 'vitest';
import { monthNames } from '@/domain/date-formats';
import { formatApiMoney, groupDecimal } from '@/domain/money';
import { formatCount, formatPercent } from '@/features/home/lib/format';
import { growthDisplay, growthTrend } from '@/features/home/lib/growth';

describe('home number formatting', () => {
  it('groups money as text, keeping every decimal the currency has', () => {
    expect(groupDecimal('1234567.500')).toBe('1,234,567.500');
    expect(groupDecimal('999.99')).toBe('999.99');
    expect(groupDecimal('-1000')).toBe('-1,000');
    expect(formatApiMoney('12500.000', 'KWD', 'en')).toBe('12,500.000 KWD');
  });

  it('writes counts and percentages with Latin digits', () => {
    expect(formatCount(5123)).toBe('5,123');
    expect(formatPercent(87.46)).toBe('87.5%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('names the months in each language, January first', () => {
    expect(monthNames('en').slice(0, 2)).toEqual(['Jan', 'Feb']);
    const arabic = monthNames('ar');
    expect(arabic).toHaveLength(12);
    expect(arabic[0]).toBe('يناير');
  });
});

describe('growth', () => {
  it('tells up, down, flat and nothing-to-compare apart', () => {
    expect(growthTrend(12.5)).toBe('up');
    expect(growthTrend(-3)).toBe('down');
    expect(growthTrend(0)).toBe('flat');
    expect(growthTrend(null)).toBe('none');
  });

  it('draws an arrow and the size of the change in the trend colour', () => {
    expect(growthDisplay(12.5)).toEqual({ trend: 'up', symbol: '▲', value: '12.5%', colour: 'fg.success' });
    expect(growthDisplay(-3.04)).toEqual({ trend: 'down', symbol: '▼', value: '3%', colour: 'fg.error' });
    expect(growthDisplay(null)).toMatchObject({ trend: 'none', value: '' });
  });
});
