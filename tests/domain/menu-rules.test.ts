import { describe, expect, it } from 'vitest';
import {
  discountProblem,
  exceptionsProblem,
  keepIds,
  listProblem,
  MENU_LIST_MAX,
  menuPrice,
  nameProblem,
  platesProblem,
} from '@/domain/menu-rules';

const entry = (name_en: string, name_ar = 'اسم') => ({ name_en, name_ar });

describe('menu rules', () => {
  it('needs both names', () => {
    expect(nameProblem(' ')).toEqual({ key: 'errors.blank' });
    expect(nameProblem('Kebab')).toBeNull();
  });

  it("reads prices in the currency's decimals, above zero for a dish and zero allowed for a choice", () => {
    expect(menuPrice('1.250', 'KWD')).toEqual({ ok: true, minor: 1250 });
    expect(menuPrice('1.2505', 'KWD')).toEqual({
      ok: false,
      problem: { key: 'amount.too_many_decimals', vars: { decimals: 3 } },
    });
    expect(menuPrice('1.255', 'SAR')).toMatchObject({ ok: false });
    expect(menuPrice('0', 'KWD')).toEqual({ ok: false, problem: { key: 'amount.not_positive' } });
    expect(menuPrice('0', 'KWD', true)).toEqual({ ok: true, minor: 0 });
    expect(menuPrice('-1', 'KWD', true)).toEqual({ ok: false, problem: { key: 'menu_admin.price_invalid' } });
  });

  it('keeps a discounted price below the price', () => {
    expect(discountProblem(1000, 900)).toBeNull();
    expect(discountProblem(1000, null)).toBeNull();
    expect(discountProblem(1000, 1000)).toEqual({ key: 'menu_admin.discount_not_below' });
  });

  it('names every size, choice and add-on, at most 30, and a group holds at least one choice', () => {
    expect(listProblem([entry('Small'), entry('')])).toEqual({ key: 'menu_admin.entry_names_required' });
    expect(listProblem([entry('Small', ' ')])).toEqual({ key: 'menu_admin.entry_names_required' });
    expect(listProblem(Array.from({ length: MENU_LIST_MAX + 1 }, () => entry('A')))).toEqual({
      key: 'menu_admin.too_many',
      vars: { max: 30 },
    });
    expect(listProblem([], true)).toEqual({ key: 'menu_admin.group_needs_choice' });
    expect(listProblem([])).toBeNull();
  });

  it('asks a catering category for at least one plate', () => {
    expect(platesProblem(0)).toEqual({ key: 'menu_admin.plates_minimum' });
    expect(platesProblem(1)).toBeNull();
  });

  it('keeps the ids a dish had and numbers new entries after the largest, so carts keep their choice', () => {
    const kept = keepIds([1, 2, 5], [{ id: 5 }, { id: null }, { id: 1 }, {}, { id: 9 }, { id: 5 }]);
    expect(kept.map((size) => size.id)).toEqual([5, 6, 1, 7, 8, 9]);
    expect(keepIds([], [{}, {}]).map((size) => size.id)).toEqual([1, 2]);
  });
});

describe('hours exceptions', () => {
  it('refuses a date given twice or one the calendar lacks', () => {
    expect(exceptionsProblem([{ date: '2026-06-01' }, { date: '2026-06-02' }])).toBeNull();
    expect(exceptionsProblem([{ date: '2026-06-01' }, { date: '2026-06-01' }])).toEqual({
      key: 'menu_admin.exception_date_repeated',
      vars: { date: '2026-06-01' },
    });
    expect(exceptionsProblem([{ date: '2026-02-30' }])).toEqual({
      key: 'menu_admin.exception_date_invalid',
      vars: { date: '2026-02-30' },
    });
  });
});
