import { describe, expect, it } from 'vitest';
import type { DeliveryArea } from '../../../../src/domain/contracts/food.ts';
import type {
  AdminArea,
  AdminBranch,
  AdminZone,
  AreaRequest,
} from '../../../../src/domain/contracts/menu-admin.ts';
import { customer, logged, menuAdminApp } from './fixtures.ts';

const { app, api } = await menuAdminApp(4);
const [branch] = (await api('GET', 'branches')).json<AdminBranch[]>();
if (!branch) throw new Error('no demo branch');

describe('delivery zones and areas', () => {
  it('creates and renames a zone, logged, and refuses an unknown branch', async () => {
    const res = await api('POST', 'zones', { name_en: 'Hawalli', name_ar: 'حولي', branch_id: branch.id });
    expect(res.statusCode, res.body).toBe(201);
    const zone = res.json<AdminZone>();
    const renamed = await api('PATCH', `zones/${zone.id}`, { name_en: 'Hawally' });
    expect(renamed.json<AdminZone>()).toMatchObject({ name_en: 'Hawally', name_ar: 'حولي' });
    expect((await api('GET', 'zones')).json<AdminZone[]>().map((z) => z.name_en)).toContain('Hawally');
    expect(await logged(app, 'activity.menu_zone_edited')).toHaveLength(1);
    const unknown = await api('POST', 'zones', { name_en: 'X', name_ar: 'س', branch_id: 999_999 }, 'ar');
    expect(unknown.json()).toEqual({ branch_id: [expect.any(String)] });
  });

  it('creates an area customers can pick at once, with its charges, minimum, hours and exceptions', async () => {
    const zone = (
      await api('POST', 'zones', { name_en: 'Capital', name_ar: 'العاصمة', branch_id: branch.id })
    ).json<AdminZone>();
    const area: AreaRequest = {
      name_en: 'Sharq',
      name_ar: 'شرق',
      zone_id: zone.id,
      branch_id: branch.id,
      delivery_charges: '0.750',
      minimum_order: '3',
      working_hours: [{ weekday: 4, opens: '12:00', closes: '23:59' }],
      hours_exceptions: [{ date: '2026-12-24', closed: true }],
      is_active: true,
      position: 1,
    };
    const res = await api('POST', 'areas', area);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminArea>();
    expect(created).toMatchObject({ delivery_charges: '0.750', minimum_order: '3.000' });
    const shown = await customer<DeliveryArea[]>(app, `/delivery_areas?branch=${branch.id}`);
    expect(shown.find((entry) => entry.id === created.id)).toMatchObject({
      name: { en: 'Sharq' },
      delivery_charges: '0.750',
    });
    const edited = await api('PATCH', `areas/${created.id}`, { delivery_charges: '1' });
    expect(edited.json<AdminArea>().delivery_charges).toBe('1.000');
    const entry = (await logged(app, 'activity.menu_area_edited')).at(-1);
    expect(entry?.params).toMatchObject({
      changes: [{ field: 'delivery_charges', before: '0.750', after: '1.000' }],
    });
  });

  it('refuses blank names, unknown zones and bad charges, in en and ar', async () => {
    const wrong = {
      name_en: 'Jabriya',
      name_ar: ' ',
      zone_id: 999_999,
      branch_id: branch.id,
      delivery_charges: '0.0001',
      minimum_order: '0',
      working_hours: [],
      hours_exceptions: [],
      is_active: true,
      position: 0,
    };
    const ar = await api('POST', 'areas', wrong, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toEqual({
      name_ar: [expect.any(String)],
      zone_id: [expect.any(String)],
      delivery_charges: [expect.any(String)],
    });
    const en = await api('POST', 'areas', wrong);
    expect(en.json().delivery_charges).toEqual(['decimal should be equal or less 3 characters']);
  });
});
