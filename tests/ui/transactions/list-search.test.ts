import { describe, expect, it } from 'vitest';
import { listPath } from '@/features/transactions/api/list';
import {
  activeFilterCount,
  parseListSearch,
  toFilterQuery,
  toListQuery,
  toSearchParams,
  withFilters,
} from '@/features/transactions/lib/list-search';

describe('parseListSearch', () => {
  it('keeps a valid page, size, search and filters from the URL', () => {
    expect(
      parseListSearch({
        page: '3',
        per_page: '50',
        q: '  fatima ',
        state: ['paid', 'failed'],
        gateway_code: 'knet',
        created_after: '2026-01-01',
        created_before: '2026-01-31',
      }),
    ).toEqual({
      page: 3,
      per_page: 50,
      q: 'fatima',
      state: ['paid', 'failed'],
      gateway_code: ['knet'],
      created_after: '2026-01-01',
      created_before: '2026-01-31',
    });
  });

  it('drops what a person could not have chosen: page 0, odd sizes, empty and bad values', () => {
    expect(
      parseListSearch({
        page: 0,
        per_page: 25,
        q: '   ',
        state: ['', 7],
        currency_code: [],
        created_after: '2026-02-30',
        state_changed_at_after: 'yesterday',
      }),
    ).toEqual({});
    expect(parseListSearch({ page: '-2', per_page: 'all' })).toEqual({ per_page: 'all' });
    expect(parseListSearch({ page: 2.5 })).toEqual({});
  });

  it('leaves the defaults (page 1, 10 rows) out of the URL', () => {
    expect(parseListSearch({ page: 1, per_page: 10 })).toEqual({});
  });

  it('never keeps a To date before its From date (SPEC 5)', () => {
    expect(parseListSearch({ created_after: '2026-03-10', created_before: '2026-03-09' })).toEqual({
      created_after: '2026-03-10',
    });
    expect(
      parseListSearch({ state_changed_at_after: '2026-03-10', state_changed_at_before: '2026-03-10' }),
    ).toEqual({ state_changed_at_after: '2026-03-10', state_changed_at_before: '2026-03-10' });
  });

  it('de-duplicates repeated filter values', () => {
    expect(parseListSearch({ state: ['paid', 'paid', 'created'] }).state).toEqual(['paid', 'created']);
  });
});

describe('search ↔ API query', () => {
  it('turns the page into limit and offset', () => {
    expect(toListQuery({ page: 3, per_page: 50, state: ['paid'] })).toEqual({
      limit: 50,
      offset: 100,
      state: ['paid'],
    });
    expect(toListQuery({})).toEqual({ limit: 10, offset: 0 });
  });

  it('leaves limit out for "all": the rows come in chunks', () => {
    expect(toListQuery({ per_page: 'all', q: 'knet' })).toEqual({ q: 'knet' });
  });

  it('gives statistics and export the filters without the page', () => {
    expect(
      toFilterQuery({ page: 4, per_page: 100, q: 'a', unit: ['u1'], created_after: '2026-01-01' }),
    ).toEqual({
      q: 'a',
      unit: ['u1'],
      created_after: '2026-01-01',
    });
  });

  it('repeats a parameter for each value of a multi-select', () => {
    const params = toSearchParams({ state: ['paid', 'failed'], limit: 10, offset: 0, q: 'فاطمة' });
    expect(params.getAll('state')).toEqual(['paid', 'failed']);
    expect(params.get('limit')).toBe('10');
    expect(params.get('q')).toBe('فاطمة');
  });

  it('reads deleted rows from their own path', () => {
    expect(listPath('event', true, { limit: 10, offset: 0 })).toBe(
      '/plugins/event/deleted_transaction?limit=10&offset=0',
    );
    expect(listPath('all', false, {})).toBe('/plugins/all/transaction');
  });
});

describe('filters', () => {
  it('returns to page 1 when the filters change, keeping the page size', () => {
    expect(withFilters({ page: 5, per_page: 100, state: ['paid'] }, { state: ['failed'], q: 'x' })).toEqual({
      per_page: 100,
      state: ['failed'],
      q: 'x',
    });
  });

  it('counts each filled multi-select and each date range once; the search text is no filter', () => {
    expect(
      activeFilterCount({
        q: 'x',
        state: ['paid', 'failed'],
        currency_code: ['KWD'],
        created_after: '2026-01-01',
        created_before: '2026-01-02',
        state_changed_at_before: '2026-01-02',
      }),
    ).toBe(4);
    expect(activeFilterCount({ page: 2 })).toBe(0);
  });
});
