import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type {
  TransactionDetail,
  TransactionFieldConfig,
  TransactionListOptions,
  TransactionRow,
} from '../../../../src/domain/contracts/transactions.ts';
import type { ActivityEntry } from '../../../../src/domain/contracts/users.ts';
import {
  PERMISSIONS,
  pluginAccessPermission,
  tableHeaderPermission,
} from '../../../../src/domain/permissions.ts';
import { authed, createTestApp } from '../../helper.ts';
import { createShop, insertRows, type Spec } from './fixtures.ts';

const app = await createTestApp();
const shop = await createShop(app, {
  boss: 'superuser',
  nobody: [],
  viewer: [pluginAccessPermission('event')],
  searcher: [pluginAccessPermission('event'), PERMISSIONS.searchTransactions],
  designer: [pluginAccessPermission('event'), tableHeaderPermission('event')],
});
const spec = (key: string, overrides: Partial<Spec>): Spec => ({
  key,
  plugin: 'event',
  state: 'paid',
  currency: 'KWD',
  amountMinor: 12_500,
  name: 'Fatima Al-Sabah',
  email: 'fatima@example.kw',
  phone: '+96550001111',
  description: 'Two tickets',
  created: '2026-03-10T09:00:00Z',
  changed: '2026-03-10T09:30:00Z',
  gateway: 'knet',
  unit: null,
  by: 'boss',
  productType: null,
  bulk: false,
  deleted: null,
  language: 'en',
  ...overrides,
});
const ids = await insertRows(app, shop, [
  spec('a', {}),
  spec('open', { state: 'created', gateway: null, language: 'ar', created: '2026-03-11T09:00:00Z' }),
  spec('gone', { state: 'created', gateway: null, deleted: '2026-03-12T09:00:00Z' }),
]);
const id = (key: string) => ids.get(key) as string;
const boss = await shop.token('boss');
const EV = '/api/v1/plugins/event';

const call = (token: string | null, method: 'GET' | 'PATCH' | 'OPTIONS', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('transaction detail', () => {
  it('shows label/value rows, the payment and receipt links, the attachment and actions', async () => {
    const refund = await queryable(app.db)
      .insertInto('money_movements')
      .values({ transaction_id: id('a'), kind: 'refund', amount_minor: 2_500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await shop.get(boss, `${EV}/transaction/${id('a')}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<TransactionDetail>();
    const attempt = await queryable(app.db)
      .selectFrom('payment_attempts')
      .select('id')
      .where('transaction_id', '=', id('a'))
      .executeTakeFirstOrThrow();
    const rows = Object.fromEntries((detail.details ?? []).map((d) => [d.label, d.value]));
    expect(rows).toMatchObject({
      'Transaction ID': id('a'),
      State: 'Paid',
      Amount: '12.500',
      'Paid amount': '12.500',
      Fee: '0.100',
      Currency: 'KWD',
      Gateway: 'KNET',
      'Customer name': 'Fatima Al-Sabah',
      'Customer email': 'fatima@example.kw',
      'Customer phone': '+96550001111',
      Description: 'Two tickets',
      Language: 'English',
      'Payment URL': `http://pay.test/en/pos/pay/${id('a')}`,
      Receipt: `http://pay.test/api/v1/plugins/event/transaction/receipt/${attempt.id}?lang=en`,
      Attachment: 'http://pay.test/files/a.pdf',
    });
    expect(rows.Created).toContain('2026');
    expect(detail.currency_code).toBe('KWD');
    // Paid: nothing left to share; the refund is a child transaction and 10.000 is still refundable.
    expect(detail.share).toBeNull();
    expect(detail.txns).toEqual([
      expect.objectContaining({
        id: String(refund.id),
        kind: 'refund',
        amount: '2.500',
        currency_code: 'KWD',
      }),
    ]);
    expect(detail.actions.find((a) => a.value === 'refund')?.available_amount).toBe('10.000');
  });

  it("labels in the reader's language and shares in the transaction's language", async () => {
    const res = await shop.get(boss, `${EV}/transaction/${id('open')}`, 'ar');
    const detail = res.json<TransactionDetail>();
    expect(detail.language).toBe('ar');
    expect(detail.details?.[0]).toEqual({ label: 'رقم المعاملة', value: id('open') });
    expect(detail.details).toContainEqual({ label: 'اللغة', value: 'العربية' });
    expect(detail.payment_url).toBe(`http://pay.test/ar/pos/pay/${id('open')}`);
    expect(detail.share?.message_ar).toContain(`http://pay.test/ar/pos/pay/${id('open')}`);
    expect(detail.share?.message_en).toContain(`http://pay.test/en/pos/pay/${id('open')}`);
  });

  it('finds deleted transactions only under deleted_transaction, with a restore action', async () => {
    expect((await shop.get(boss, `${EV}/transaction/${id('gone')}`)).json()).toEqual({
      message: 'Transaction not found',
    });
    const res = await shop.get(boss, `${EV}/deleted_transaction/${id('gone')}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<TransactionDetail>();
    expect(detail.payment_url).toBeNull();
    expect(detail.actions.map((a) => a.value)).toEqual(['restore']);
    expect((await shop.get(boss, `${EV}/deleted_transaction/${id('a')}`)).statusCode).toBe(404);
  });

  it('answers 404 "Transaction not found" for other plugins, unknown ids and non-ids', async () => {
    for (const url of [
      `/api/v1/plugins/catalogue/transaction/${id('a')}`,
      `${EV}/transaction/00000000-0000-4000-8000-000000000000`,
      `${EV}/transaction/not-an-id`,
    ]) {
      const res = await shop.get(boss, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Transaction not found' });
    }
    expect((await shop.get(boss, `/api/v1/plugins/all/transaction/${id('a')}`)).statusCode).toBe(200);
  });
});

describe('table headers', () => {
  it('lists every field with defaults, then follows a change in the list at once', async () => {
    const defaults = (await call(boss, 'GET', `${EV}/transaction/fields`)).json<TransactionFieldConfig[]>();
    expect(defaults).toHaveLength(16);
    expect(defaults[0]).toEqual({
      name: 'id',
      verbose_name: 'Transaction ID',
      label_en: 'Transaction ID',
      label_ar: 'رقم المعاملة',
      is_active: true,
      order: 0,
    });
    const designer = await shop.token('designer');
    const res = await call(designer, 'PATCH', `${EV}/transaction/fields`, {
      fields: [
        { name: 'description', label_en: 'Description', label_ar: 'الوصف', is_active: false, order: 10 },
        { name: 'amount', label_en: 'Total', label_ar: 'الإجمالي', is_active: true, order: 0 },
        { name: 'id', label_en: 'Transaction ID', label_ar: 'رقم المعاملة', is_active: true, order: 1 },
        { name: 'fee', label_en: 'Fee', label_ar: 'الرسوم', is_active: true, order: 99 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<TransactionFieldConfig[]>();
    expect(saved.slice(0, 2).map((f) => f.name)).toEqual(['amount', 'id']);
    expect(saved.at(-1)).toMatchObject({ name: 'fee', is_active: true, order: 99 });

    const options = await app.inject({
      method: 'OPTIONS',
      url: `${EV}/transaction`,
      headers: { authorization: `Bearer ${boss}`, 'accept-language': 'ar' },
    });
    const fields = options.json<TransactionListOptions>().fields;
    expect(fields[0]).toEqual({ name: 'amount', label: 'الإجمالي' });
    expect(fields.map((f) => f.name)).not.toContain('description');
    expect(fields.at(-1)?.name).toBe('fee');

    const actions = (await shop.get(boss, '/api/v1/user/actions')).json<Paginated<ActivityEntry>>();
    expect(actions.results[0]?.description).toBe('Changed the table headers of Events');
  });

  it('refuses duplicates, hiding the id column, long labels and unknown fields', async () => {
    const patch = (fields: object[]) => call(boss, 'PATCH', `${EV}/transaction/fields`, { fields });
    const field = { name: 'state', label_en: 'State', label_ar: 'الحالة', is_active: true, order: 1 };
    const twice = await patch([field, field]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ fields: ['The field "state" is listed more than once.'] });
    expect((await patch([{ ...field, name: 'id', is_active: false }])).json()).toEqual({
      fields: ['The Transaction ID column cannot be hidden: it opens the transaction.'],
    });
    expect((await patch([{ ...field, label_en: 'x'.repeat(65) }])).statusCode).toBe(400);
    expect((await patch([{ ...field, name: 'password' }])).statusCode).toBe(400);
    expect((await patch([{ ...field, label_ar: '   ' }])).statusCode).toBe(400);
  });

  it('is 404 for a plugin without the table-headers feature', async () => {
    expect((await call(boss, 'GET', '/api/v1/plugins/bulk/transaction/fields')).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  const endpoints = () => [
    { method: 'GET' as const, url: `${EV}/transaction` },
    { method: 'GET' as const, url: `${EV}/deleted_transaction` },
    { method: 'OPTIONS' as const, url: `${EV}/transaction` },
    { method: 'GET' as const, url: `${EV}/transaction/${id('a')}` },
    { method: 'GET' as const, url: `${EV}/deleted_transaction/${id('gone')}` },
    { method: 'GET' as const, url: '/api/v1/plugins/all/transaction' },
    { method: 'GET' as const, url: `${EV}/transaction/fields` },
  ];
  const status = (res: LightMyRequestResponse) => res.statusCode;

  it('answers 401 without a token, 403 without access, 200 for a superuser', async () => {
    const nobody = await shop.token('nobody');
    for (const { method, url } of endpoints()) {
      expect(status(await call(null, method, url)), `${method} ${url} anonymous`).toBe(401);
      expect(status(await call(nobody, method, url)), `${method} ${url} no permission`).toBe(403);
      expect(status(await call(boss, method, url)), `${method} ${url} superuser`).toBe(200);
    }
    const patch = { fields: [{ name: 'state', label_en: 'S', label_ar: 'ح', is_active: true, order: 1 }] };
    expect(status(await call(null, 'PATCH', `${EV}/transaction/fields`, patch))).toBe(401);
    expect(status(await call(nobody, 'PATCH', `${EV}/transaction/fields`, patch))).toBe(403);
    expect(status(await call(boss, 'PATCH', `${EV}/transaction/fields`, patch))).toBe(200);
  });

  it('needs search_paymenttransaction for search and every filter', async () => {
    const viewer = await shop.token('viewer');
    expect(status(await call(viewer, 'GET', `${EV}/transaction`))).toBe(200);
    for (const query of ['q=fatima', 'state=paid', 'created_after=2026-03-01', 'gateway_code=knet']) {
      const res = await call(viewer, 'GET', `${EV}/transaction?${query}`);
      expect(status(res), query).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have permission to perform this action.' });
    }
    const searcher = await shop.token('searcher');
    const found = await app.inject(authed(searcher, { url: `${EV}/transaction?q=fatima&state=paid` }));
    expect(found.json<Paginated<TransactionRow>>().results.map((r) => r.id)).toEqual([id('a')]);
  });

  it('keeps table headers to their permission, and plugins to their access', async () => {
    const viewer = await shop.token('viewer');
    expect(status(await call(viewer, 'GET', `${EV}/transaction/fields`))).toBe(403);
    expect(status(await call(viewer, 'GET', '/api/v1/plugins/catalogue/transaction'))).toBe(403);
    // Installed for the merchant or not: shopify is not, so even a superuser finds nothing.
    expect(status(await call(boss, 'GET', '/api/v1/plugins/shopify/transaction'))).toBe(404);
    expect(status(await call(boss, 'GET', '/api/v1/plugins/nothing/transaction'))).toBe(400);
  });
});
