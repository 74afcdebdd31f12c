import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { ApiKey, ApiKeyRolled } from '../../../../src/domain/contracts/api-keys.ts';
import { FakeClock } from '../../fake-clock.ts';
import { authed, createTestApp, DOOR, login } from '../../helper.ts';
import { apiKeyCalls } from './fixtures.ts';

const clock = new FakeClock(Date.now());
const app = await createTestApp({}, undefined, clock);
const { call, create, listed, useKey } = await apiKeyCalls(app);
const HOUR = 3_600_000;

const stored = (id: number) =>
  queryable(app.db).selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const logOf = (action: string) =>
  queryable(app.db)
    .selectFrom('activity_log')
    .select(['actor', 'params', 'plugin'])
    .where('action', '=', `activity.settings_api_key_${action}`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('API keys page', () => {
  it('creates a key shown once: it works, is stored as a hash and no list shows it', async () => {
    const created = await create('  Web shop  ');
    expect(created.key).toMatch(/^gpk_[0-9a-f]{12}_/);
    expect(created.webhook_secret).toMatch(/^whsec_/);
    expect(created.api_key).toMatchObject({
      name: 'Web shop',
      plugin: 'e_commerce',
      prefix: created.key.slice(0, 16),
      created_by: 'admin',
      last_used_at: null,
      state: 'active',
      revoked_at: null,
    });
    expect(await useKey(created.key)).toBe(201);
    // Issued for e-commerce: the session API refuses it.
    expect(await useKey(created.key, 'session')).toBe(401);

    const list = await call('GET', '');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(created.webhook_secret);
    const row = JSON.stringify(await stored(created.api_key.id));
    expect(row).not.toContain(created.key);
    expect(row).not.toContain(created.webhook_secret);

    const entry = await logOf('created');
    expect(entry).toMatchObject({ actor: 'admin', plugin: null });
    expect(entry.params).toMatchObject({ name: 'Web shop', plugin: 'e_commerce' });
    expect(JSON.stringify(entry.params)).not.toContain(created.key);
  });

  it('refuses a blank name in the asker’s language, and an unknown plugin', async () => {
    const blank = await call('POST', '', { name: '   ', plugin: 'session' }, 'ar');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ name: string[] }>().name[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await call('POST', '', { name: 'x', plugin: 'bulk' })).statusCode).toBe(400);
  });

  it('revokes a key: the next request with it answers 401, and it is listed as revoked', async () => {
    const { key, api_key } = await create('Till');
    expect(await useKey(key)).toBe(201);
    const revoked = await call('POST', `/${api_key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ApiKey>()).toMatchObject({ state: 'revoked', revoked_at: clock.now().toISOString() });
    expect(await useKey(key)).toBe(401);
    expect((await call('POST', `/${api_key.id}/revoke`)).statusCode).toBe(409);
    expect((await call('POST', `/${api_key.id}/roll`, { overlap_hours: 0 })).statusCode).toBe(409);
    expect((await logOf('revoked')).params).toMatchObject({ name: 'Till', prefix: api_key.prefix });
  });

  it('rolls with an overlap: both keys work during it, only the new one after', async () => {
    const old = await create('ERP');
    const res = await call('POST', `/${old.api_key.id}/roll`, { overlap_hours: 1 });
    expect(res.statusCode).toBe(201);
    const rolled = res.json<ApiKeyRolled>();
    expect(rolled.key).not.toBe(old.key);
    expect(rolled.api_key).toMatchObject({ name: 'ERP', state: 'active', plugin: 'e_commerce' });
    expect(await listed(old.api_key.id)).toMatchObject({
      state: 'expiring',
      revoked_at: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
    expect(await useKey(old.key)).toBe(201);
    expect(await useKey(rolled.key)).toBe(201);
    // An expiring key is rolled already.
    expect((await call('POST', `/${old.api_key.id}/roll`, { overlap_hours: 0 })).statusCode).toBe(409);

    clock.advance(HOUR - 1_000);
    expect(await useKey(old.key)).toBe(201);
    clock.advance(1_000);
    expect(await useKey(old.key)).toBe(401);
    expect(await useKey(rolled.key)).toBe(201);
    expect((await listed(old.api_key.id))?.state).toBe('revoked');

    const entry = await logOf('rolled');
    expect(entry.params).toMatchObject({
      name: 'ERP',
      prefix: old.api_key.prefix,
      new_prefix: rolled.api_key.prefix,
    });
    expect(JSON.stringify(entry.params)).not.toContain(rolled.key);
  });

  it('rolls "now": the old key stops at once; only offered overlaps are taken', async () => {
    const old = await create('POS');
    expect((await call('POST', `/${old.api_key.id}/roll`, { overlap_hours: 2 })).statusCode).toBe(400);
    // Seconds were once the unit: a body in them is refused, not read as hours.
    expect((await call('POST', `/${old.api_key.id}/roll`, { overlap_s: 0 })).statusCode).toBe(400);
    const rolled = (await call('POST', `/${old.api_key.id}/roll`, { overlap_hours: 0 })).json<ApiKeyRolled>();
    expect(await useKey(old.key)).toBe(401);
    expect(await useKey(rolled.key)).toBe(201);
  });

  it('writes the last use at most once a minute per key', async () => {
    const { key, api_key } = await create('Busy shop');
    const first = clock.now();
    expect(await useKey(key)).toBe(201);
    expect((await listed(api_key.id))?.last_used_at).toBe(first.toISOString());
    clock.advance(30_000);
    expect(await useKey(key)).toBe(201);
    expect((await stored(api_key.id)).last_used_at).toEqual(first);
    clock.advance(30_000);
    expect(await useKey(key)).toBe(201);
    expect((await listed(api_key.id))?.last_used_at).toBe(clock.now().toISOString());
  });

  it("answers 404 for another merchant's or an unknown key, and 403 to staff who are not owners", async () => {
    expect((await call('POST', '/999999/revoke')).statusCode).toBe(404);
    const door = await login(app, DOOR);
    const list = await app.inject(authed(door.access, { url: '/api/v1/admin/api-keys' }));
    expect(list.statusCode).toBe(403);
  });
});
