import { describe, expect, it } from 'vitest';
import type { Branch } from '../../../../src/domain/contracts/food.ts';
import type { AdminBranch, BranchRequest } from '../../../../src/domain/contracts/menu-admin.ts';
import { customer, logged, menuAdminApp } from './fixtures.ts';

const { app, outsider, api } = await menuAdminApp(3);

const BRANCH: BranchRequest = {
  name_en: 'Kuwait City',
  name_ar: 'مدينة الكويت',
  email: 'city@example.kw',
  phone: '+965 2222 3333',
  address_en: 'Fahad Al-Salem Street',
  address_ar: 'شارع فهد السالم',
  image_url: null,
  lat: 29.3759,
  lng: 47.9774,
  minimum_order: '5',
  delivery_time: 45,
  working_hours: [
    { weekday: 5, opens: '13:00', closes: '23:00' },
    { weekday: 0, opens: '18:00', closes: '02:00' },
  ],
  hours_exceptions: [
    { date: '2026-12-31', periods: [{ opens: '18:00', closes: '03:00' }] },
    { date: '2026-12-25', closed: true },
  ],
  closed_now: false,
  is_active: true,
  position: 3,
};

describe("the menu's branches", () => {
  it('creates a branch with its weekly hours and exceptions that customers see at once', async () => {
    const res = await api('POST', 'branches', BRANCH);
    expect(res.statusCode, res.body).toBe(201);
    const branch = res.json<AdminBranch>();
    expect(branch).toMatchObject({
      minimum_order: '5.000',
      working_hours: [
        { weekday: 0, opens: '18:00', closes: '02:00' },
        { weekday: 5, opens: '13:00', closes: '23:00' },
      ],
      hours_exceptions: [
        { date: '2026-12-25', closed: true },
        { date: '2026-12-31', periods: [{ opens: '18:00', closes: '03:00' }] },
      ],
    });
    const shown = await customer<Branch>(app, `/branches/${branch.id}`, 'ar');
    expect(shown).toMatchObject({
      name: { ar: 'مدينة الكويت' },
      minimum_order_sum: '5.000',
      delivery_time: 45,
    });
    expect((await api('GET', `branches/${branch.id}`)).json<AdminBranch>().phone).toBe('+965 2222 3333');
    const [entry] = await logged(app, 'activity.menu_branch_created');
    expect(entry).toMatchObject({ plugin: 'food_ordering', params: { name: 'Kuwait City' } });
  });

  it('closes a branch now by hand and logs it', async () => {
    const branch = (await api('POST', 'branches', { ...BRANCH, name_en: 'Salmiya' })).json<AdminBranch>();
    const res = await api('PATCH', `branches/${branch.id}`, { closed_now: true });
    expect(res.json<AdminBranch>()).toMatchObject({ closed_now: true, name_en: 'Salmiya' });
    const entry = (await logged(app, 'activity.menu_branch_edited')).at(-1);
    expect(entry?.params).toMatchObject({ changes: [{ field: 'closed_now', before: false, after: true }] });
    // The same value again changes nothing and logs nothing.
    await api('PATCH', `branches/${branch.id}`, { closed_now: true });
    expect(await logged(app, 'activity.menu_branch_edited')).toHaveLength(1);
  });

  it('refuses a wrong contact, location, minimum order and repeated exception dates, in en and ar', async () => {
    const wrong = {
      ...BRANCH,
      name_en: '',
      email: 'city@',
      phone: '12',
      lat: null,
      minimum_order: 'abc',
      hours_exceptions: [
        { date: '2026-12-25', closed: true },
        { date: '2026-12-25', periods: [{ opens: '10:00', closes: '12:00' }] },
      ],
    };
    const en = await api('POST', 'branches', wrong);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      name_en: ['This field may not be blank.'],
      email: ['Enter a valid email address.'],
      phone: ['Enter valid phone number'],
      lat: ['Give both latitude and longitude, or neither.'],
      minimum_order: ['Enter a price of zero or more.'],
      hours_exceptions: ['2026-12-25 has two exceptions: keep one.'],
    });
    const ar = await api(
      'POST',
      'branches',
      { ...BRANCH, hours_exceptions: [{ date: '2026-02-30', closed: true }] },
      'ar',
    );
    expect(ar.json()).toEqual({ hours_exceptions: ['2026-02-30 ليس تاريخًا صحيحًا.'] });
    const both = await api('POST', 'branches', {
      ...BRANCH,
      hours_exceptions: [
        { date: '2026-12-25', closed: true, periods: [{ opens: '10:00', closes: '12:00' }] },
      ],
    });
    expect(both.json()).toEqual({
      hours_exceptions: ['On 2026-12-25, choose closed or give opening hours.'],
    });
    const badTime = await api('POST', 'branches', {
      ...BRANCH,
      working_hours: [{ weekday: 1, opens: '25:00', closes: '10:00' }],
    });
    expect(badTime.statusCode).toBe(400);
    expect((await api('GET', 'branches', undefined, 'en', outsider)).statusCode).toBe(403);
  });
});
