import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { queryable } from '../../../../server/db/handle.ts';
import { mediaUrl } from '../../../../src/domain/images.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { call, type Method, staffWith } from '../catalogue-admin/fixtures.ts';

export { logged } from '../catalogue-admin/fixtures.ts';

/**
 * A test app with the demo menu, a member holding change_menu (`cook`, signed in) and one
 * without it (`outsider`), and `api(method, path, body?, lang?)` under /api/v1/admin/menu/.
 */
export async function menuAdminApp(ipBlock: number) {
  const app = await createTestApp();
  const admin = (await login(app, ADMIN, `10.23.${ipBlock}.1`)).access;
  const cook = await staffWith(app, `menu-cook-${ipBlock}`, [PERMISSIONS.changeMenu], `10.23.${ipBlock}.2`);
  const outsider = await staffWith(
    app,
    `menu-outsider-${ipBlock}`,
    [PERMISSIONS.changeProducts],
    `10.23.${ipBlock}.3`,
  );
  const raw = call(app);
  const api = (method: Method, path: string, payload?: object, lang = 'en', token = cook) =>
    raw(token, method, `menu/${path}`, payload, lang);
  return { app, admin, cook, outsider, api };
}

/** A menu image the demo merchant uploaded through the pipeline: its stored name. */
export async function uploadedMenuImage(app: FastifyInstance, seed: string, kind = 'menu'): Promise<string> {
  const hash = createHash('sha256').update(seed).digest('hex');
  const { merchant_id } = await queryable(app.db)
    .selectFrom('users')
    .select('merchant_id')
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  await queryable(app.db)
    .insertInto('images')
    .values({ merchant_id, hash, kind, width: 1600, height: 1200, stored_width: 1280 })
    .execute();
  return mediaUrl(hash, 1280);
}

export const FOOD = '/api/v1/plugins/food_ordering';

/** A customer's read of the menu API. */
export async function customer<T>(app: FastifyInstance, path: string, lang = 'en'): Promise<T> {
  const res = await app.inject({ url: `${FOOD}${path}`, headers: { 'accept-language': lang } });
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}
