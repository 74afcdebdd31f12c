import { describe, expect, it } from 'vitest';
import type { CatalogueConfig } from '../../../../src/domain/contracts/catalogue.ts';
import type { AdminStore, ShopSettings } from '../../../../src/domain/contracts/catalogue-admin.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { call, logged, staffWith } from './fixtures.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN, '10.22.0.1')).access;
const reader = await staffWith(app, 'store-reader', [PERMISSIONS.viewProducts], '10.22.0.2');
const keeper = await staffWith(app, 'store-keeper', [PERMISSIONS.changeProducts], '10.22.0.3');
const api = call(app);

const STORE = {
  name_en: 'Salmiya',
  name_ar: 'السالمية',
  address_en: 'Salem Al Mubarak St',
  address_ar: 'شارع سالم المبارك',
  phone: '+96522220000',
  is_active: true,
};

describe("the catalogue's stores", () => {
  it('lists, creates and edits stores with change_product, logged; readers only read', async () => {
    const before = (await api(reader, 'GET', 'catalogue/stores')).json<AdminStore[]>();
    expect(before).toHaveLength(2);
    expect((await api(reader, 'POST', 'catalogue/stores', STORE)).statusCode).toBe(403);
    const created = await api(keeper, 'POST', 'catalogue/stores', STORE);
    expect(created.statusCode, created.body).toBe(201);
    const store = created.json<AdminStore>();
    expect(store).toMatchObject({ ...STORE, product_count: 0 });
    const blank = await api(keeper, 'PATCH', `catalogue/stores/${store.id}`, { name_ar: ' ' }, 'ar');
    expect(blank.json()).toEqual({ name_ar: ['لا يمكن ترك هذا الحقل فارغًا.'] });
    const phone = await api(keeper, 'PATCH', `catalogue/stores/${store.id}`, { phone: '12ab' });
    expect(Object.keys(phone.json())).toEqual(['phone']);
    const closed = await api(keeper, 'PATCH', `catalogue/stores/${store.id}`, { is_active: false });
    expect(closed.json<AdminStore>().is_active).toBe(false);
    expect(
      (await logged(app, 'activity.catalogue_store_edited')).map((entry) => entry.params.changes),
    ).toEqual([[{ field: 'is_active', before: true, after: false }]]);
    expect((await api(keeper, 'PATCH', 'catalogue/stores/999999', { is_active: true })).statusCode).toBe(404);
  });
});

describe("the shop's settings", () => {
  it('changes the title, terms and hold time the shop shows; the hold never below 20 minutes', async () => {
    const settings = (await api(reader, 'GET', 'catalogue/settings')).json<ShopSettings>();
    expect(settings).toMatchObject({ currency_code: 'KWD', decimal_places: 3, hold_minutes: 20 });
    expect((await api(keeper, 'PATCH', 'catalogue/settings', { hold_minutes: 19 })).statusCode).toBe(400);
    expect((await api(reader, 'PATCH', 'catalogue/settings', { hold_minutes: 30 })).statusCode).toBe(403);
    const res = await api(admin, 'PATCH', 'catalogue/settings', {
      terms_en: 'No returns on oud.',
      hold_minutes: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShopSettings>()).toMatchObject({ terms_en: 'No returns on oud.', hold_minutes: 30 });
    const shop = (await app.inject({ url: '/api/v1/plugins/catalogue/config' })).json<CatalogueConfig>();
    expect(shop.terms.en).toBe('No returns on oud.');
    const [entry] = await logged(app, 'activity.catalogue_settings_changed');
    expect(entry?.params.changes).toEqual([
      { field: 'terms_en', before: settings.terms_en, after: 'No returns on oud.' },
      { field: 'hold_minutes', before: 20, after: 30 },
    ]);
  });
});
