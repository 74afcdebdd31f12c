import type { FastifyInstance, InjectOptions } from 'fastify';
import { queryable } from '../../server/db/handle.ts';
import { hashPassword } from '../../server/modules/auth/password-hash.ts';
import type { CheckoutRequest } from '../../src/domain/contracts/food';
import type { OrderDetails } from '../../src/domain/contracts/food-orders';
import { checkout, demoMenu, FOOD, line, order } from './food-fixtures.ts';
import { authed, login, TEST_SCRYPT_LOG_N } from './helper.ts';

export { FOOD };

let staff = 0;
/** The password of every account staffToken makes, for signing in again (another session). */
export const STAFF_PASSWORD = 'Kitchen#2026x';

/** A user of the demo merchant holding exactly these permissions; returns an access token. */
export async function staffToken(
  app: FastifyInstance,
  permissions: string[],
  extra: { receive_order_notification?: boolean } = {},
): Promise<{ token: string; id: number; username: string }> {
  staff += 1;
  const username = `kitchen_staff${staff}`;
  const password = STAFF_PASSWORD;
  const row = await queryable(app.db)
    .insertInto('users')
    .values({
      merchant_id: 1,
      username,
      email: `${username}@example.kw`,
      password_hash: await hashPassword(password, TEST_SCRYPT_LOG_N),
      permissions: JSON.stringify(permissions),
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { access } = await login(app, { username, password }, `10.7.0.${staff}`);
  return { token: access, id: row.id, username };
}

/** Places cash-on-delivery pickup orders (2 × Chicken Tikka, above the branch minimum) through the public checkout. */
export async function orderPlacer(app: FastifyInstance) {
  const menu = await demoMenu(app);
  const salmiya = menu.branch('Salmiya');
  const tikka = menu.item('Chicken Tikka');
  return (overrides: Partial<CheckoutRequest> = {}) =>
    checkout(app, order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2 })], ...overrides }));
}

export function call(app: FastifyInstance, token: string, options: InjectOptions) {
  return app.inject(authed(token, { ...options, url: `${FOOD}${options.url}` }));
}

export async function details(app: FastifyInstance, token: string, id: string): Promise<OrderDetails> {
  const res = await call(app, token, { method: 'GET', url: `/order/${id}` });
  if (res.statusCode !== 200) throw new Error(`GET /order/${id}: ${res.statusCode} ${res.body}`);
  return res.json<OrderDetails>();
}

export const move = (app: FastifyInstance, token: string, id: string, state: string) =>
  call(app, token, { method: 'PUT', url: `/order/change-status/${id}`, payload: { state } });
