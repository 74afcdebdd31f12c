import { describe, expect, it } from 'vitest';
import { pageCount, pageSizeOptions, pageWindow } from '@/lib/pagination';
import { enabledSection, pluginOfPath } from '@/lib/section';

describe('pageWindow', () => {
  it('shows every page when there are at most ten', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows ten links around the current page, clamped at both ends', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 50)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageWindow(50, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('never shows more than ten links and always includes the current page', () => {
    for (let current = 1; current <= 37; current++) {
      const window = pageWindow(current, 37);
      expect(window).toHaveLength(10);
      expect(window).toContain(current);
    }
  });

  it('has no links for an empty list', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('counts pages of the chosen size; "all" is one page', () => {
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(100, 50)).toBe(2);
    expect(pageCount(5000, 'all')).toBe(1);
    expect(pageCount(0, 10)).toBe(0);
  });
});

describe('pageSizeOptions', () => {
  it('offers nothing when one default page holds every row', () => {
    expect(pageSizeOptions(0, 10)).toEqual([]);
    expect(pageSizeOptions(10, 10)).toEqual([]);
  });

  it('offers each size only when the total exceeds it, and "all" beyond one page', () => {
    expect(pageSizeOptions(11, 10)).toEqual([10, 'all']);
    expect(pageSizeOptions(60, 10)).toEqual([10, 50, 'all']);
    expect(pageSizeOptions(101, 10)).toEqual([10, 50, 100, 'all']);
  });

  it('keeps the size in use on offer after the total shrinks', () => {
    expect(pageSizeOptions(30, 100)).toEqual([10, 100, 'all']);
  });
});

describe('sections', () => {
  const sections = [
    {
      plugin: 'payment_request' as const,
      label_en: 'Payment Request',
      label_ar: 'طلب الدفع',
      flags: { transactions: true, deleted_transactions: false },
      table_headers: true,
    },
  ];

  it('maps URL segments to plugins and nothing else', () => {
    expect(pluginOfPath('payment-request')).toBe('payment_request');
    expect(pluginOfPath('food-ordering')).toBe('food_ordering');
    expect(pluginOfPath('payment_request')).toBeUndefined();
    expect(pluginOfPath('general-info')).toBeUndefined();
  });

  it('finds a section only when the server enables that sub-item for the user', () => {
    expect(enabledSection(sections, 'payment-request', 'transactions')?.label_en).toBe('Payment Request');
    expect(enabledSection(sections, 'payment-request', 'deleted_transactions')).toBeUndefined();
    expect(enabledSection(sections, 'event', 'transactions')).toBeUndefined();
    expect(enabledSection(sections, 'nonsense', 'transactions')).toBeUndefined();
  });
});
