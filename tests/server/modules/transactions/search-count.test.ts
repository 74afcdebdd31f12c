import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import {
  countListed,
  type ListFilters,
  loadGramStats,
} from '../../../../server/modules/transactions/list-repository.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { TransactionRow } from '../../../../src/domain/contracts/transactions.ts';
import { createTestApp } from '../../helper.ts';
import { createShop, insertRows, type Spec } from './fixtures.ts';

const app = await createTestApp();
const shop = await createShop(app, { boss: 'superuser' });
const boss = await shop.token('boss');

const row = (key: string, name: string, unit: 0 | 1 | null, description = ''): Spec => ({
  key,
  plugin: 'payment_request',
  state: 'created',
  currency: 'KWD',
  amountMinor: 5_000,
  name,
  email: `${key}@example.kw`,
  phone: null,
  description,
  created: `2026-03-${String(1 + (Number(key.slice(1)) % 28)).padStart(2, '0')}T09:00:00Z`,
  changed: '2026-03-01T09:00:00Z',
  gateway: null,
  unit,
  by: null,
  productType: null,
  bulk: false,
  deleted: null,
  language: 'en',
});

// Many rows share a name (its trigrams are common); a few are rare, one has an emoji.
const SPECS: Spec[] = [
  ...Array.from({ length: 24 }, (_, i) => row(`m${i}`, `Mariam Al-Ajmi ${i}`, 0, 'Order for Mariam')),
  row('r1', 'Zaid Qurban 4242', 1, 'Lamp'),
  row('r2', 'Zaid Qurbani', 1, 'Desk'),
  row('e1', 'Noura 🌙 Khalid', null, 'Ramadan 🌙 gift'),
  // Two words whose trigrams each come together: the full name must still narrow to one row.
  row('a1', 'مريم المطيري', null),
  row('a2', 'مريم الصباح', null),
  row('a3', 'فاطمة المطيري', null),
];
const ids = await insertRows(app, shop, SPECS);
const keyOf = new Map([...ids].map(([key, id]) => [id, key]));

const scope = (filters: ListFilters) => ({
  merchantId: shop.merchantId,
  plugins: ['payment_request'] as const,
  deleted: false,
  createdBy: null,
  filters,
});

async function searchKeys(q: string): Promise<string[]> {
  const res = await shop.get(
    boss,
    `/api/v1/plugins/payment_request/transaction?limit=100&q=${encodeURIComponent(q)}`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as Paginated<TransactionRow>).results.map((r) => keyOf.get(r.id) ?? r.id).sort();
}

const expected = (test: (spec: Spec) => boolean) =>
  SPECS.filter(test)
    .map((spec) => spec.key)
    .sort();
const haystack = (spec: Spec) => `${spec.name} ${spec.email} ${spec.description}`.toLowerCase();

describe('transaction counts and search at scale', () => {
  it('counts a filter exactly up to the cap and says "more than" past it', async () => {
    const caps = { list: 20, search: 10 };
    expect(await countListed(app.db, scope({ unit: [shop.units[1] as number] }), caps)).toEqual({
      count: 2,
      exact: true,
    });
    expect(await countListed(app.db, scope({ unit: [shop.units[0] as number] }), caps)).toEqual({
      count: 20,
      exact: false,
    });
    expect(await countListed(app.db, scope({ q: 'mariam' }), caps)).toEqual({
      count: 10,
      exact: false,
    });
    expect(await countListed(app.db, scope({ q: 'qurban' }), caps)).toEqual({
      count: 2,
      exact: true,
    });
    expect(await countListed(app.db, scope({ q: 'مريم المطيري' }), caps)).toEqual({
      count: 1,
      exact: true,
    });
    // No filter and state/currency/gateway come from the counters: exact at any size.
    expect(await countListed(app.db, scope({ state: ['created'] }), caps)).toEqual({
      count: SPECS.length,
      exact: true,
    });
    expect(
      await countListed(app.db, scope({ unit: [shop.units[0] as number] }), {
        list: 100,
        search: 100,
      }),
    ).toEqual({ count: 24, exact: true });
  });

  const searches = async () => {
    expect(await searchKeys('mariam')).toEqual(expected((s) => haystack(s).includes('mariam')));
    expect(await searchKeys('Mariam Al-Ajmi 1')).toEqual(
      expected((s) => haystack(s).includes('mariam al-ajmi 1')),
    );
    expect(await searchKeys('qurban 4242')).toEqual(['r1']);
    expect(await searchKeys('qurban')).toEqual(['r1', 'r2']);
    expect(await searchKeys('🌙 kha')).toEqual(['e1']);
    expect(await searchKeys('dan 🌙')).toEqual(['e1']);
    expect(await searchKeys('mariam qurban')).toEqual([]);
    expect(await searchKeys('مريم المطيري')).toEqual(['a1']);
    expect(await searchKeys('المطيري')).toEqual(['a1', 'a3']);
    expect(await searchKeys('مريم')).toEqual(['a1', 'a2']);
  };

  it('finds every match before the database has trigram statistics', searches);

  it('finds the same rows once it knows which trigrams are common', async () => {
    await sql`analyze transactions`.execute(queryable(app.db));
    await loadGramStats(app.db);
    await searches();
  });
});
