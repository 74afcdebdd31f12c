import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../../server/db/database.ts';
import { queryable } from '../../../server/db/handle.ts';
import { checkout, demoMenu, FOOD, line, order } from '../food-fixtures.ts';
import { createTestApp } from '../helper.ts';

const app = await createTestApp();
const menu = await demoMenu(app);
const place = (gateway: string) =>
  checkout(
    app,
    order({
      branch: menu.branch('Salmiya').id,
      gateway_code: gateway,
      lines: [line(menu.item('Chicken Tikka').id, { quantity: 2 })],
    }),
  );
const orderRow = (id: string) =>
  queryable(app.db).selectFrom('food_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const nextUrl = async (transactionId: string | null) =>
  (
    await queryable(app.db)
      .selectFrom('transactions')
      .select('next_url')
      .where('id', '=', transactionId ?? '')
      .executeTakeFirstOrThrow()
  ).next_url;

describe('migration 20260710000100-food-order-token', () => {
  it('gives orders made before it a token, and their payments the link that carries it', async () => {
    const cash = await place('cod');
    const online = await place('knet');
    const { transaction_id: transactionId } = await orderRow(online.order_id);
    // Back to the schema those orders were made under: no token, a link with the number only.
    const down = await migrator(queryable(app.db)).migrateTo('20260710000000-random-ids');
    expect(down.error).toBeUndefined();
    expect(await nextUrl(transactionId)).toBe(`http://pay.test/en/order-confirmation/${online.order_number}`);

    await migrateToLatest(queryable(app.db));
    const [cashRow, onlineRow] = [await orderRow(cash.order_id), await orderRow(online.order_id)];
    for (const row of [cashRow, onlineRow]) expect(row.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cashRow.access_token).not.toBe(onlineRow.access_token);
    // Tokens handed out before the migration ran existed only in its reverted state.
    expect(onlineRow.access_token).not.toBe(online.token);
    expect(await nextUrl(transactionId)).toBe(
      `http://pay.test/en/order-confirmation/${online.order_number}?token=${onlineRow.access_token}`,
    );
    const opened = await app.inject({
      url: `${FOOD}/order/details/${cash.order_number}?token=${cashRow.access_token}`,
    });
    expect(opened.statusCode).toBe(200);
  });
});
