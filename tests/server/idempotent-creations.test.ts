import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { DEMO_API_KEYS } from '../../server/modules/api-keys/demo-data.ts';
import { DEMO_COLLECTOR_ID } from '../../server/modules/customer-payment/demo-data.ts';
import { keyScope, requestHash } from '../../server/modules/idempotency/service.ts';
import { bookingFor, EV, eventDetail } from './events-fixtures.ts';
import { demoMenu, FOOD, line, order } from './food-fixtures.ts';
import { ADMIN, authed, createTestApp, login } from './helper.ts';
import { announcedOrders } from './live-events-fixtures.ts';

/**
 * Every idempotent creation (food checkout, event bookings, customer payments, merchant API
 * transactions) after a crash: the work and the key's answer commit together, so a request
 * that died keeps nothing and its retry with the same key completes exactly once.
 */
const app = await createTestApp();
const admin = await login(app, ADMIN);
const menu = await demoMenu(app);
const summit = await eventDetail(app, 'gulf-tech-summit');
const iftar = await eventDetail(app, 'community-iftar');
const apiKey = await queryable(app.db)
  .selectFrom('api_keys')
  .select('id')
  .where('plugin', '=', 'e_commerce')
  .executeTakeFirstOrThrow();
const { merchant_id: demoMerchantId } = await queryable(app.db)
  .selectFrom('food_menu_config')
  .select('merchant_id')
  .executeTakeFirstOrThrow();
const demoMerchant = `merchant:${demoMerchantId}`;

/** One kind of creation: its request, who its keys belong to, and how many it has made. */
interface Creation {
  name: string;
  owner: string;
  request: (tag: string) => InjectOptions & { url: string; payload: object };
  made: (tag: string) => Promise<number>;
}

const count = (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  query.executeTakeFirstOrThrow().then((row) => Number(row.n));

const bookingsOf = (email: string) =>
  count(
    queryable(app.db)
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', '=', email),
  );
const transactionsNamed = (name: string) =>
  count(
    queryable(app.db)
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customer_name', '=', name),
  );

const creations: Creation[] = [
  {
    name: 'a food checkout (cash on delivery)',
    owner: demoMerchant,
    request: (tag) => ({
      method: 'POST',
      url: `${FOOD}/checkout`,
      payload: order({
        branch: menu.branch('Salmiya').id,
        lines: [line(menu.item('Chicken Tikka').id, { quantity: 2 })],
        customer: { name: tag, phone: '+96550001234', email: 'fatima@example.kw' },
      }),
    }),
    made: (tag) =>
      count(
        queryable(app.db)
          .selectFrom('food_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('customer_name', '=', tag),
      ),
  },
  {
    name: 'a food checkout paid online',
    owner: demoMerchant,
    request: (tag) => ({
      method: 'POST',
      url: `${FOOD}/checkout`,
      payload: order({
        branch: menu.branch('Salmiya').id,
        gateway_code: 'knet',
        lines: [line(menu.item('Chicken Tikka').id, { quantity: 2 })],
        customer: { name: tag, phone: '+96550001234', email: 'fatima@example.kw' },
      }),
    }),
    made: transactionsNamed,
  },
  {
    name: 'a customer’s paid event booking',
    owner: demoMerchant,
    request: (tag) => ({
      method: 'POST',
      url: `${EV}/booking`,
      payload: bookingFor(summit, { email: `${tag}@example.kw` }),
    }),
    made: (tag) => bookingsOf(`${tag}@example.kw`),
  },
  {
    name: 'a staff booking of a free event',
    owner: demoMerchant,
    request: (tag) =>
      authed(admin.access, {
        method: 'POST',
        url: `${EV}/dashboard/booking`,
        payload: bookingFor(iftar, { email: `${tag}@example.kw` }),
      }) as InjectOptions & { url: string; payload: object },
    made: (tag) => bookingsOf(`${tag}@example.kw`),
  },
  {
    name: 'a customer payment',
    owner: demoMerchant,
    request: (tag) => ({
      method: 'POST',
      url: '/api/v1/plugins/customer_payment/create',
      payload: { amount: '20', customer_name: tag, customer_phone: '+96550000000', gateway_code: 'knet' },
    }),
    made: transactionsNamed,
  },
  {
    name: 'a merchant API transaction',
    owner: `e_commerce:create:${apiKey.id}`,
    request: (tag) => ({
      method: 'POST',
      url: '/api/v1/plugins/e_commerce/transaction',
      headers: { authorization: `Api-Key ${DEMO_API_KEYS[0].key}` },
      payload: { amount: '12.5', currency_code: 'KWD', pg_codes: ['knet'], customer_name: tag },
    }),
    made: transactionsNamed,
  },
];

const send = (creation: Creation, tag: string, key: string) => {
  const options = creation.request(tag);
  return app.inject({ ...options, headers: { ...options.headers, 'idempotency-key': key } });
};

/** The key as a request that died after claiming it leaves it: in flight, its lease over. */
async function leaveDeadClaim(creation: Creation, tag: string, key: string) {
  const { url, payload } = creation.request(tag);
  await queryable(app.db)
    .insertInto('idempotency_keys')
    .values({
      scope: keyScope(creation.owner, 'POST', url),
      key,
      request_hash: requestHash({ method: 'POST', url, body: payload } as never),
      state: 'in_flight',
      claim_token: 'the-dead-request',
      lease_expires_at: new Date(Date.now() - 1000),
    })
    .execute();
}

/**
 * The database refuses to store the answer for `key` once: the moment after the work was
 * done and before its answer was kept, where a crash used to leave the work committed and
 * the key in flight for 24 hours. A sequence counts the refusals because it survives the
 * rollback the refusal causes.
 */
async function failStoringAnswerOnce(key: string) {
  const name = `crash_${key.replace(/\W/g, '_')}`;
  await sql.raw(`create sequence ${name}`).execute(queryable(app.db));
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$
       begin
         if new.key = '${key}' and new.state = 'done' and nextval('${name}') = 1 then
           raise exception 'process died before the answer was stored';
         end if;
         return new;
       end $$`,
    )
    .execute(queryable(app.db));
  await sql
    .raw(`create trigger ${name} before update on idempotency_keys for each row execute function ${name}()`)
    .execute(queryable(app.db));
}

describe.each(creations)('$name with an Idempotency-Key', (creation) => {
  const tag = (suffix: string) => `${creation.name.replace(/\W/g, '')}${suffix}`;

  it('is retried after its first request died holding the key, and completes once', async () => {
    const who = tag('dead');
    const key = `dead-${who}`;
    await leaveDeadClaim(creation, who, key);

    const retried = await send(creation, who, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await creation.made(who)).toBe(1);
    // The dead claim itself was taken over, not passed by under another scope.
    expect(
      await queryable(app.db).selectFrom('idempotency_keys').select('state').where('key', '=', key).execute(),
    ).toEqual([{ state: 'done' }]);

    const again = await send(creation, who, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retried.json());
    expect(await creation.made(who)).toBe(1);
  });

  it('keeps nothing when its answer could not be stored, and the retry creates it once', async () => {
    const who = tag('crash');
    const key = `crash-${who}`;
    await failStoringAnswerOnce(key);

    const crashed = await send(creation, who, key);
    expect(crashed.statusCode).toBe(500);
    expect(await creation.made(who)).toBe(0);

    const retried = await send(creation, who, key);
    expect(retried.statusCode, retried.body).toBe(201);
    const again = await send(creation, who, key);
    expect(again.json()).toEqual(retried.json());
    expect(await creation.made(who)).toBe(1);
  });
});

describe('the kitchen and a retried cash checkout', () => {
  it('is told of the order once: not for the attempt that kept nothing, not for a replay', async () => {
    const [cash] = creations;
    if (!cash) throw new Error('no food checkout');
    const names = (orders: { order: { customer_name: string } }[]) =>
      orders.map((o) => o.order.customer_name);
    const failed = await announcedOrders(app, async () => {
      await failStoringAnswerOnce('kitchen-key');
      expect((await send(cash, 'Kitchen Once', 'kitchen-key')).statusCode).toBe(500);
    });
    expect(names(failed)).toEqual([]);

    const made = await announcedOrders(app, async () => {
      expect((await send(cash, 'Kitchen Once', 'kitchen-key')).statusCode).toBe(201);
      expect((await send(cash, 'Kitchen Once', 'kitchen-key')).headers['idempotent-replayed']).toBe('true');
    });
    expect(names(made)).toEqual(['Kitchen Once']);
  });
});

describe('one key on two routes', () => {
  it('is two requests: a customer payment on the general page and on a collector’s page', async () => {
    const [general] = creations.filter((creation) => creation.name === 'a customer payment');
    if (!general) throw new Error('no customer payment');
    const { payload } = general.request('Two Routes');
    const sendTo = (url: string) =>
      app.inject({ method: 'POST', url, payload, headers: { 'idempotency-key': 'two-routes-key' } });
    const onGeneral = await sendTo('/api/v1/plugins/customer_payment/create');
    const onCollector = await sendTo(`/api/v1/plugins/customer_payment/create/${DEMO_COLLECTOR_ID}/`);
    expect([onGeneral.statusCode, onCollector.statusCode]).toEqual([201, 201]);
    expect(await transactionsNamed('Two Routes')).toBe(2);
  });
});
