import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { CheckoutResponse } from '../../src/domain/contracts/food';
import type { OrderDetails } from '../../src/domain/contracts/food-orders';
import { checkout, demoMenu, FOOD, line, order, post } from './food-fixtures.ts';
import { ADMIN, authed, createTestApp, login } from './helper.ts';

/**
 * Order numbers are short and consecutive, for people to read; the token checkout returns is
 * what opens an order's confirmation and feedback. Without it every answer is the unknown
 * order's, so counting through numbers learns nothing.
 */
const app = await createTestApp();
const menu = await demoMenu(app);
const salmiya = menu.branch('Salmiya');
const tikka = menu.item('Chicken Tikka');
const admin = (await login(app, ADMIN, '10.12.3.1')).access;

const NOT_FOUND = { message: 'Order not found' };
const place = (gateway = 'cod') =>
  checkout(
    app,
    order({ branch: salmiya.id, gateway_code: gateway, lines: [line(tikka.id, { quantity: 2 })] }),
  );
const detailsOf = (number: string, query = '') =>
  app.inject({ method: 'GET', url: `${FOOD}/order/details/${number}${query}` });
const feedbackForm = (number: string, query = '') =>
  app.inject({ method: 'OPTIONS', url: `${FOOD}/order-feedback/${number}${query}` });
const feedbackCount = async (orderId: string) =>
  Number(
    (
      await queryable(app.db)
        .selectFrom('food_order_feedback')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).n,
  );
/** The same length and alphabet as a real token, one character changed. */
const altered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

describe('the order confirmation link', () => {
  it('gives each checkout, cash or online, its own 256-bit token', async () => {
    const placed = [await place(), await place(), await place('knet')];
    for (const { token } of placed) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(placed.map((p) => p.token)).size).toBe(3);
  });

  it('opens the order with its token and with nothing else, answering as for an unknown order', async () => {
    const placed = await place();
    const other = await place();
    const opened = await detailsOf(placed.order_number, `?token=${placed.token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<OrderDetails>().number).toBe(placed.order_number);

    for (const query of [
      '',
      '?token=',
      `?token=${altered(placed.token)}`,
      `?token=${other.token}`,
      `?token=${placed.token.slice(0, 20)}`,
    ]) {
      const refused = await detailsOf(placed.order_number, query);
      expect(refused.statusCode, query).toBe(404);
      expect(refused.json(), query).toEqual(NOT_FOUND);
    }
    const unknown = await detailsOf('999999', `?token=${placed.token}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
  });

  it('takes feedback only from the holder of the token', async () => {
    const placed = await place();
    const url = `/order-feedback/${placed.order_number}`;
    for (const token of [undefined, altered(placed.token)]) {
      const form = await feedbackForm(placed.order_number, token ? `?token=${token}` : '');
      expect(form.statusCode, token).toBe(404);
      expect(form.json(), token).toEqual(NOT_FOUND);
      const sent = await post(app, url, { rating: 1, comment: 'spam', token });
      expect(sent.statusCode, token).toBe(404);
      expect(sent.json(), token).toEqual(NOT_FOUND);
    }
    // The token in the query does not stand in for the body's.
    const misplaced = await post(app, `${url}?token=${placed.token}`, { rating: 1 });
    expect(misplaced.statusCode).toBe(404);
    expect(await feedbackCount(placed.order_id)).toBe(0);

    expect((await feedbackForm(placed.order_number, `?token=${placed.token}`)).json()).toMatchObject({
      submitted: false,
    });
    expect((await post(app, url, { rating: 5, comment: 'Lovely', token: placed.token })).statusCode).toBe(
      201,
    );
    expect(await feedbackCount(placed.order_id)).toBe(1);
  });

  it('gives nothing to someone counting through order numbers', async () => {
    const placed = [await place(), await place(), await place('knet')];
    const numbers = placed.map((p) => Number(p.order_number));
    const guess = 'A'.repeat(43);
    for (let number = Math.min(...numbers) - 3; number <= Math.max(...numbers) + 3; number += 1) {
      for (const token of [undefined, guess]) {
        const query = token ? `?token=${token}` : '';
        const answers = [
          await detailsOf(String(number), query),
          await feedbackForm(String(number), query),
          await post(app, `/order-feedback/${number}`, { rating: 1, token }),
        ];
        for (const answer of answers) {
          expect(answer.statusCode, `${number}${query}`).toBe(404);
          expect(answer.json()).toEqual(NOT_FOUND);
        }
      }
    }
    for (const p of placed) expect(await feedbackCount(p.order_id)).toBe(0);
  });

  it('is not opened by the order id the QR code carries', async () => {
    const placed = await place();
    const byId = await detailsOf(placed.order_id, `?token=${placed.token}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual(NOT_FOUND);
  });
});

describe('the order QR code', () => {
  it('holds the id the kitchen scanner checks: signed-in staff get their answer, strangers a 401', async () => {
    const placed = await place();
    const shown = (await detailsOf(placed.order_number, `?token=${placed.token}`)).json<OrderDetails>();
    // What the confirmation page draws in its QR code (SPEC 5: JSON with an id), without the token.
    const qr = JSON.stringify({ id: shown.id });
    const { id } = JSON.parse(qr) as { id: string };
    expect(qr).not.toContain(placed.token);
    const url = `${FOOD}/order/validate/${id}`;
    const staff = await app.inject(authed(admin, { method: 'GET', url }));
    expect(staff.json()).toEqual({ has_permission: true });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('a kitchen copy of an order gets its own token: the original link does not open it', async () => {
    const placed: CheckoutResponse = await place();
    const duplicated = await app.inject(
      authed(admin, { method: 'POST', url: `${FOOD}/order/duplicate/${placed.order_id}` }),
    );
    expect(duplicated.statusCode).toBe(201);
    const copy = duplicated.json<OrderDetails>();
    const refused = await detailsOf(copy.number, `?token=${placed.token}`);
    expect(refused.statusCode).toBe(404);
    const tokens = await queryable(app.db)
      .selectFrom('food_orders')
      .select('access_token')
      .where('id', 'in', [placed.order_id, copy.id])
      .execute();
    expect(new Set(tokens.map((row) => row.access_token)).size).toBe(2);
  });
});
