import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { MerchantConfig } from '../../../../src/domain/contracts/merchant.ts';
import type { PublicPagesResponse } from '../../../../src/domain/contracts/public-pages.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from '../../helper.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN, '10.19.0.1');
const door = await login(app, DOOR, '10.19.0.2');
const URL = '/api/v1/admin/public-pages';

const patch = (token: string, payload: object, lang = 'en') =>
  app.inject(authed(token, { method: 'PATCH', url: URL, payload, headers: { 'accept-language': lang } }));
const landing = async () =>
  (await app.inject({ url: '/api/v1/config/' })).json<MerchantConfig>().signed_out_landing;
const logged = () =>
  queryable(app.db)
    .selectFrom('activity_log')
    .selectAll()
    .where('action', '=', 'activity.settings_signed_out_landing')
    .orderBy('id')
    .execute();

describe('where signed-out visitors land', () => {
  it('is the login page by default, with the menu and the website offered when they exist', async () => {
    const res = await app.inject(authed(admin.access, { url: URL }));
    expect(res.statusCode).toBe(200);
    expect(res.json<PublicPagesResponse>()).toEqual({
      signed_out_landing: 'login',
      available: ['login', 'menu', 'website'],
      website: 'https://demo.gulfpay.test',
    });
    expect(await landing()).toEqual({ page: 'login' });
  });

  it('sends visitors to the food menu or the website once an owner chooses, logged with before and after', async () => {
    const menu = await patch(admin.access, { signed_out_landing: 'menu' });
    expect(menu.statusCode).toBe(200);
    expect(menu.json<PublicPagesResponse>().signed_out_landing).toBe('menu');
    expect(await landing()).toEqual({ page: 'new-menu' });

    await patch(admin.access, { signed_out_landing: 'website' });
    expect(await landing()).toEqual({ url: 'https://demo.gulfpay.test' });
    // Saving the same choice again changes nothing and logs nothing.
    await patch(admin.access, { signed_out_landing: 'website' });

    const entries = await logged();
    expect(entries.map((entry) => [entry.actor, entry.plugin, entry.params.changes])).toEqual([
      [ADMIN.username, null, [{ field: 'signed_out_landing', before: 'login', after: 'menu' }]],
      [ADMIN.username, null, [{ field: 'signed_out_landing', before: 'menu', after: 'website' }]],
    ]);
    const log = await app.inject(authed(admin.access, { url: '/api/v1/admin/activity?area=administration' }));
    expect(log.body).toContain('Changed where signed-out visitors land');
    await patch(admin.access, { signed_out_landing: 'login' });
    expect(await landing()).toEqual({ page: 'login' });
  });

  it('refuses an option whose target is missing, and falls back to login when a target goes', async () => {
    const food = queryable(app.db).updateTable('merchant_plugins').where('plugin', '=', 'food_ordering');
    await patch(admin.access, { signed_out_landing: 'menu' });
    await food.set({ enabled: false }).execute();
    try {
      expect(await landing()).toEqual({ page: 'login' });
      const refused = await patch(admin.access, { signed_out_landing: 'menu' }, 'ar');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        signed_out_landing: ['قائمة الطعام غير مثبتة، فلا يمكن توجيه الزوار إليها.'],
      });
    } finally {
      await food.set({ enabled: true }).execute();
      await patch(admin.access, { signed_out_landing: 'login' });
    }

    const units = queryable(app.db).updateTable('units');
    await units.set({ website: 'javascript:alert(1)' }).execute();
    try {
      expect(
        (await app.inject(authed(admin.access, { url: URL }))).json<PublicPagesResponse>().available,
      ).toEqual(['login', 'menu']);
      const refused = await patch(admin.access, { signed_out_landing: 'website' });
      expect(refused.json()).toEqual({
        signed_out_landing: ['No website is set, so visitors cannot be sent to it.'],
      });
    } finally {
      await units
        .set({ website: 'https://demo.gulfpay.test' })
        .where('title_en', '=', 'Salmiya Branch')
        .execute();
      await units.set({ website: null }).where('title_en', '<>', 'Salmiya Branch').execute();
    }
  });

  it("offers the website of the unit the merchant's pages show: the default one, not the first", async () => {
    const db = queryable(app.db);
    const [first, second] = await db.selectFrom('units').select(['id', 'website']).orderBy('id').execute();
    if (!first || !second) throw new Error('the demo has two units');
    const merchant = db.updateTable('merchants');
    await db
      .updateTable('units')
      .set({ website: 'https://city.example.kw' })
      .where('id', '=', second.id)
      .execute();
    await merchant.set({ default_unit_id: second.id }).execute();
    try {
      expect((await app.inject(authed(admin.access, { url: URL }))).json<PublicPagesResponse>().website).toBe(
        'https://city.example.kw',
      );
    } finally {
      await merchant.set({ default_unit_id: first.id }).execute();
      await db.updateTable('units').set({ website: second.website }).where('id', '=', second.id).execute();
    }
  });

  it('is for owners only, and takes only the listed choices', async () => {
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    expect((await app.inject(authed(door.access, { url: URL }))).statusCode).toBe(403);
    expect((await patch(door.access, { signed_out_landing: 'menu' })).statusCode).toBe(403);
    expect((await patch(admin.access, { signed_out_landing: 'elsewhere' })).statusCode).toBe(400);
    expect(await landing()).toEqual({ page: 'login' });
  });
});
