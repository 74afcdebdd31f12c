import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type {
  TransactionListOptions,
  TransactionRow,
} from '../../../../src/domain/contracts/transactions.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { createTestApp } from '../../helper.ts';
import { createShop, insertRows, type Spec } from './fixtures.ts';

const app = await createTestApp();
const shop = await createShop(app, {
  boss: 'superuser',
  clerk: [pluginAccessPermission('payment_request'), PERMISSIONS.searchTransactions],
  viewer: [pluginAccessPermission('payment_request')],
  cataloguer: [pluginAccessPermission('catalogue'), PERMISSIONS.searchTransactions],
});

const row = (key: string, overrides: Partial<Spec>): Spec => ({
  key,
  plugin: 'payment_request',
  state: 'created',
  currency: 'KWD',
  amountMinor: 10_000,
  name: 'Customer',
  email: null,
  phone: null,
  description: '',
  created: '2026-03-10T09:00:00Z',
  changed: '2026-03-10T09:00:00Z',
  gateway: null,
  unit: null,
  by: null,
  productType: null,
  bulk: false,
  deleted: null,
  language: 'en',
  ...overrides,
});

// 23:59:59 and 00:00:00 in Kuwait (UTC+3) on each side of midnight, for the whole-day rules.
const SPECS: Spec[] = [
  row('a', {
    state: 'paid',
    name: 'Fatima Al-Sabah',
    email: 'fatima@example.kw',
    phone: '+96550001111',
    description: 'Order 1001',
    created: '2026-03-01T20:59:59Z',
    changed: '2026-03-05T10:00:00Z',
    gateway: 'knet',
    unit: 0,
    by: 'boss',
  }),
  row('b', {
    currency: 'USD',
    name: 'فاطمة الصباح',
    phone: '+96560002222',
    description: 'طلب رقم سبعة',
    created: '2026-03-01T21:00:00Z',
    changed: '2026-03-01T21:00:00Z',
    unit: 1,
    by: 'clerk',
    language: 'ar',
  }),
  row('c', {
    state: 'failed',
    name: 'Ahmad Karim',
    email: 'AHMAD@Example.com',
    phone: '+96599998888',
    description: 'Gym membership',
    created: '2026-03-03T08:00:00Z',
    changed: '2026-03-04T08:00:00Z',
    gateway: 'kpay',
    by: 'clerk',
  }),
  row('d', {
    state: 'paid',
    currency: 'USD',
    name: 'Noura',
    email: 'noura@example.com',
    description: 'Annual plan',
    created: '2026-03-05T12:00:00Z',
    changed: '2026-03-05T12:30:00Z',
    gateway: 'kpay',
    unit: 0,
  }),
  row('e', { created: '2026-03-06T12:00:00Z', name: 'Khalid', description: 'Order 1002' }),
  row('f', { created: '2026-03-07T12:00:00Z', name: 'Mariam', state: 'expired' }),
  row('g', { created: '2026-03-08T12:00:00Z', name: 'Yousef', gateway: 'knet', state: 'failed' }),
  row('h', { created: '2026-03-09T12:00:00Z', name: 'Sara' }),
  row('i', { created: '2026-03-09T13:00:00Z', name: 'Hessa', state: 'canceled' }),
  row('j', { created: '2026-03-09T14:00:00Z', name: 'Bader', deleted: '2026-03-20T10:00:00Z' }),
  row('k', { created: '2026-03-02T14:00:00Z', name: 'Old deleted', deleted: '2026-03-21T10:00:00Z' }),
  row('l', {
    plugin: 'catalogue',
    created: '2026-03-04T10:00:00Z',
    name: 'Catalogue buyer',
    productType: 'physical',
    state: 'paid',
    gateway: 'knet',
  }),
  row('m', {
    plugin: 'catalogue',
    created: '2026-03-04T11:00:00Z',
    name: 'Catalogue buyer 2',
    productType: 'digital',
  }),
  row('n', { plugin: 'bulk', created: '2026-03-04T12:00:00Z', name: 'Salary', bulk: true }),
];
const ids = await insertRows(app, shop, SPECS);
const idOf = (key: string) => ids.get(key) as string;
const boss = await shop.token('boss');

const PR = '/api/v1/plugins/payment_request/transaction';

/** Expected keys, newest first: written from the specs, not from the server's code. */
function expected(filter: (spec: Spec) => boolean, deleted = false, plugins = ['payment_request']): string[] {
  return SPECS.filter((s) => plugins.includes(s.plugin) && (s.deleted !== null) === deleted && filter(s))
    .sort((x, y) =>
      deleted
        ? Date.parse(y.deleted ?? '') - Date.parse(x.deleted ?? '')
        : Date.parse(y.created) - Date.parse(x.created),
    )
    .map((s) => s.key);
}

async function listKeys(url: string, token = boss): Promise<{ keys: string[]; count: number }> {
  const res = await shop.get(token, url);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Paginated<TransactionRow>>();
  const byId = new Map([...ids].map(([key, id]) => [id, key]));
  return { keys: page.results.map((r) => byId.get(r.id) ?? r.id), count: page.count };
}

async function expectList(query: string, filter: (spec: Spec) => boolean) {
  const want = expected(filter);
  const got = await listKeys(`${PR}?limit=100&${query}`);
  expect(got.keys, query).toEqual(want);
  expect(got.count, query).toBe(want.length);
}

describe('transaction list', () => {
  it('lists live rows of the plugin newest first, with money and names filled in', async () => {
    await expectList('', () => true);
    const page = (await shop.get(boss, `${PR}?limit=100`)).json<Paginated<TransactionRow>>();
    const a = page.results.find((r) => r.id === idOf('a'));
    expect(a).toMatchObject({
      state: 'paid',
      gateway_code: 'knet',
      gateway_name: 'KNET',
      amount: '10.000',
      paid_amount: '10.000',
      paid_attempt_fee: '0.100',
      currency_code: 'KWD',
      unit: 'Salmiya',
      initiator: expect.stringMatching(/^boss-/),
      deleted_at: null,
    });
    expect(a?.actions.map((action) => action.value)).toContain('refund');
    const ar = (await shop.get(boss, `${PR}?limit=100`, 'ar')).json<Paginated<TransactionRow>>();
    expect(ar.results.find((r) => r.id === idOf('a'))).toMatchObject({
      gateway_name: 'كي نت',
      unit: 'السالمية',
    });
  });

  it('pages with limit and offset, keeping the filters in next and previous', async () => {
    const all = expected(() => true);
    const first = await shop.get(boss, `${PR}?limit=3&state=created&state=paid&state=failed`);
    const body = first.json<Paginated<TransactionRow>>();
    const want = expected((s) => ['created', 'paid', 'failed'].includes(s.state));
    expect(body.count).toBe(want.length);
    expect(body.results).toHaveLength(3);
    expect(body.previous).toBeNull();
    expect(body.next).toBe(
      '/api/v1/plugins/payment_request/transaction?limit=3&state=created&state=paid&state=failed&offset=3',
    );
    const second = (await shop.get(boss, body.next as string)).json<Paginated<TransactionRow>>();
    expect(second.results.map((r) => r.id)).toEqual(want.slice(3, 6).map(idOf));
    expect(second.previous).toBe(
      '/api/v1/plugins/payment_request/transaction?limit=3&state=created&state=paid&state=failed&offset=0',
    );
    const last = await listKeys(`${PR}?limit=5&offset=5`);
    expect(last).toEqual({ keys: all.slice(5, 10), count: all.length });
  });

  it('filters by state, gateway, currency, creator, unit', async () => {
    await expectList('state=paid', (s) => s.state === 'paid');
    await expectList('state=failed&state=expired', (s) => ['failed', 'expired'].includes(s.state));
    await expectList('gateway_code=kpay', (s) => s.gateway === 'kpay');
    await expectList('gateway_code=knet&state=failed', (s) => s.gateway === 'knet' && s.state === 'failed');
    await expectList('currency_code=USD', (s) => s.currency === 'USD');
    await expectList(`initiator=${shop.userIds.clerk}`, (s) => s.by === 'clerk');
    await expectList(`unit=${shop.units[0]}`, (s) => s.unit === 0);
    await expectList(`unit=${shop.units[0]}&currency_code=KWD`, (s) => s.unit === 0 && s.currency === 'KWD');
  });

  it('filters by bulk and product type', async () => {
    const bulkId = (
      await queryable(app.db)
        .selectFrom('bulks')
        .select('id')
        .where('merchant_id', '=', shop.merchantId)
        .executeTakeFirstOrThrow()
    ).id;
    const bulk = await listKeys(`/api/v1/plugins/all/transaction?bulk=${bulkId}`);
    expect(bulk.keys).toEqual(['n']);
    const physical = await listKeys('/api/v1/plugins/catalogue/transaction?product_type=physical');
    expect(physical.keys).toEqual(['l']);
  });

  it('takes whole Kuwait days for dates, both ends included, and ISO times as given', async () => {
    // 2026-03-02 in Kuwait starts at 2026-03-01T21:00Z: a is the second before, b the first second.
    await expectList(
      'created_after=2026-03-02',
      (s) => Date.parse(s.created) >= Date.parse('2026-03-01T21:00:00Z'),
    );
    await expectList(
      'created_before=2026-03-01',
      (s) => Date.parse(s.created) < Date.parse('2026-03-01T21:00:00Z'),
    );
    await expectList(
      'created_after=2026-03-02&created_before=2026-03-05',
      (s) =>
        Date.parse(s.created) >= Date.parse('2026-03-01T21:00:00Z') &&
        Date.parse(s.created) < Date.parse('2026-03-05T21:00:00Z'),
    );
    await expectList(
      'state_changed_at_after=2026-03-05&state_changed_at_before=2026-03-05',
      (s) =>
        Date.parse(s.changed) >= Date.parse('2026-03-04T21:00:00Z') &&
        Date.parse(s.changed) < Date.parse('2026-03-05T21:00:00Z'),
    );
    await expectList(
      `created_after=${encodeURIComponent('2026-03-05T12:00:00Z')}`,
      (s) => Date.parse(s.created) >= Date.parse('2026-03-05T12:00:00Z'),
    );
    await expectList(
      `created_before=${encodeURIComponent('2026-03-05T15:00:00+03:00')}`,
      (s) => Date.parse(s.created) <= Date.parse('2026-03-05T12:00:00Z'),
    );
  });

  it('searches id prefixes, names (Arabic too), emails, phone digits and descriptions', async () => {
    const contains = (text: string | null, needle: string) =>
      (text ?? '').toLowerCase().includes(needle.toLowerCase());
    await expectList(
      `q=${idOf('c').slice(0, 8)}`,
      (s) => s.key === 'c' || contains(s.name + s.description, idOf('c').slice(0, 8)),
    );
    await expectList(`q=${idOf('d')}`, (s) => s.key === 'd');
    await expectList('q=fatima', (s) => contains(s.name, 'fatima') || contains(s.email, 'fatima'));
    await expectList(`q=${encodeURIComponent('فاطمة')}`, (s) => contains(s.name, 'فاطمة'));
    await expectList(`q=${encodeURIComponent('سبعة')}`, (s) => contains(s.description, 'سبعة'));
    await expectList('q=ahmad@example', (s) => contains(s.email, 'ahmad@example'));
    await expectList('q=order%20100', (s) => contains(s.description, 'order 100'));
    await expectList(`q=${encodeURIComponent('+965 9999')}`, (s) => (s.phone ?? '').includes('9659999'));
    await expectList('q=2222', (s) => (s.phone ?? '').includes('2222'));
    await expectList(
      'q=ah',
      (s) => contains(s.name, 'ah') || contains(s.email, 'ah') || contains(s.description, 'ah'),
    );
    await expectList('q=nobody-matches', () => false);
    await expectList('q=fatima&currency_code=KWD', (s) => contains(s.name, 'fatima') && s.currency === 'KWD');
  });

  it('answers bad filter values with 400 per field, in the reader language', async () => {
    const res = await shop.get(
      boss,
      `${PR}?state=lost&gateway_code=paypal&currency_code=kwd&initiator=abc&unit=0&bulk=12&product_type=boat&created_after=2026-02-30&state_changed_at_before=yesterday`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      state: ['"lost" is not a valid choice.'],
      gateway_code: ['"paypal" is not a valid choice.'],
      currency_code: ['"kwd" is not a valid choice.'],
      initiator: ['"abc" is not a valid choice.'],
      unit: ['"0" is not a valid choice.'],
      bulk: ['"12" is not a valid choice.'],
      product_type: ['"boat" is not a valid choice.'],
      created_after: ['Enter a valid date (YYYY-MM-DD) or date-time (ISO 8601).'],
      state_changed_at_before: ['Enter a valid date (YYYY-MM-DD) or date-time (ISO 8601).'],
    });
    const ar = await shop.get(boss, `${PR}?created_after=2026-03-05&created_before=2026-03-01`, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toEqual({ created_before: ['لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية.'] });
    expect((await shop.get(boss, `${PR}?limit=1001`)).statusCode).toBe(400);
  });

  it('lists deleted rows apart, newest deleted first', async () => {
    const got = await listKeys('/api/v1/plugins/payment_request/deleted_transaction');
    expect(got).toEqual({ keys: expected(() => true, true), count: 2 });
    expect(got.keys).toEqual(['k', 'j']);
  });

  it('keeps its counts right as rows change state, are deleted and restored', async () => {
    const count = async (query: string) =>
      (await shop.get(boss, `${PR}?${query}`)).json<Paginated<TransactionRow>>().count;
    const created = await count('state=created');
    const total = await count('');
    await queryable(app.db)
      .updateTable('transactions')
      .set({ state: 'canceled' })
      .where('id', '=', idOf('h'))
      .execute();
    expect(await count('state=created')).toBe(created - 1);
    expect(await count('state=canceled')).toBe(expected((s) => s.state === 'canceled').length + 1);
    await queryable(app.db)
      .updateTable('transactions')
      .set({ deleted_at: new Date() })
      .where('id', '=', idOf('h'))
      .execute();
    expect(await count('')).toBe(total - 1);
    expect((await listKeys('/api/v1/plugins/payment_request/deleted_transaction')).count).toBe(3);
    await queryable(app.db)
      .updateTable('transactions')
      .set({ deleted_at: null, state: 'created' })
      .where('id', '=', idOf('h'))
      .execute();
    expect(await count('')).toBe(total);
    expect(await count('state=created')).toBe(created);
  });
});

describe('the all-plugins list', () => {
  it('lists every plugin a superuser may see, newest first', async () => {
    const got = await listKeys('/api/v1/plugins/all/transaction?limit=100');
    const want = expected(() => true, false, ['payment_request', 'catalogue', 'bulk', 'event']);
    expect(got).toEqual({ keys: want, count: want.length });
  });

  it('lists only the plugins a staff member holds access to', async () => {
    const token = await shop.token('cataloguer');
    const got = await listKeys('/api/v1/plugins/all/transaction?limit=100', token);
    expect(got.keys).toEqual(expected(() => true, false, ['catalogue']));
    const paid = await listKeys('/api/v1/plugins/all/transaction?state=paid', token);
    expect(paid).toEqual({ keys: ['l'], count: 1 });
  });
});

describe('list options', () => {
  it('offers filter choices from the merchant data, the active columns and what the user may do', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/plugins/catalogue/transaction',
      headers: { authorization: `Bearer ${boss}`, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const options = res.json<TransactionListOptions>();
    expect(options.filters.states).toContainEqual({ value: 'paid', display_name: 'مدفوعة' });
    expect(options.filters.gateways).toEqual([
      { value: 'knet', display_name: 'كي نت' },
      { value: 'kpay', display_name: 'كي باي' },
    ]);
    expect(options.filters.currencies).toEqual([{ value: 'KWD', display_name: 'KWD' }]);
    expect(options.filters.units.map((u) => u.display_name)).toEqual(['السالمية', 'الجهراء']);
    expect(options.filters.bulks).toEqual([{ value: expect.any(String), display_name: 'March salaries' }]);
    expect(options.filters.product_types.map((p) => p.value)).toEqual(['digital', 'physical']);
    expect(options.filters.created_by.map((u) => u.value)).toContain(String(shop.userIds.clerk));
    expect(options.fields[0]).toEqual({ name: 'id', label: 'رقم المعاملة' });
    expect(options.table_actions.map((a) => a.value)).toEqual([
      'refund',
      'capture',
      'email',
      'sms',
      'delete',
    ]);
    expect(options.table_actions.at(-1)).toMatchObject({
      url: '/api/v1/plugins/catalogue/transaction/bulk',
      method: 'DELETE',
    });
    expect(options.can).toEqual({ statistics: true, search: true, export: true, table_headers: true });
  });

  it('offers a staff member only their own permissions', async () => {
    const token = await shop.token('viewer');
    const res = await app.inject({
      method: 'OPTIONS',
      url: PR.replace('payment_request', 'all'),
      headers: { authorization: `Bearer ${token}` },
    });
    const options = res.json<TransactionListOptions>();
    expect(options.can).toEqual({ statistics: false, search: false, export: false, table_headers: false });
    expect(options.table_actions.map((a) => a.value)).toEqual(['email', 'sms']);
    expect(options.fields.map((f) => f.name)).toContain('plugin');
  });
});
