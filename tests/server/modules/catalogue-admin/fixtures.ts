import type { FastifyInstance } from 'fastify';
import { queryable } from '../../../../server/db/handle.ts';
import { hashPassword } from '../../../../server/modules/auth/password-hash.ts';
import { ADMIN, authed, login, TEST_SCRYPT_LOG_N } from '../../helper.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A staff account of the demo merchant holding exactly `permissions`, signed in: its token. */
export async function staffWith(app: FastifyInstance, username: string, permissions: string[], ip: string) {
  const password = 'Catalogue!Staff#2026';
  const { merchant_id } = await queryable(app.db)
    .selectFrom('users')
    .select('merchant_id')
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  await queryable(app.db)
    .insertInto('users')
    .values({
      merchant_id,
      username,
      email: `${username}@example.kw`,
      password_hash: await hashPassword(password, TEST_SCRYPT_LOG_N),
      is_superuser: false,
      permissions: JSON.stringify(permissions),
    })
    .execute();
  return (await login(app, { username, password }, ip)).access;
}

export const call =
  (app: FastifyInstance) =>
  (token: string, method: Method, url: string, payload?: object, lang = 'en') =>
    app.inject(
      authed(token, { method, url: `/api/v1/admin/${url}`, payload, headers: { 'accept-language': lang } }),
    );

/** The activity history's entries of an action, oldest first. */
export const logged = (app: FastifyInstance, action: string) =>
  queryable(app.db)
    .selectFrom('activity_log')
    .select(['actor', 'plugin', 'params'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
