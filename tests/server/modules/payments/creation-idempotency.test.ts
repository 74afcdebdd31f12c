import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { CreationBatcher } from '../../../../server/modules/payments/creation-batcher.ts';
import type { CreatedTransaction } from '../../../../src/domain/contracts/payment-requests.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createShop } from '../transactions/fixtures.ts';
import { createRequest, PR, payAndPress } from './fixtures.ts';

/**
 * The dashboard's payment request creation is group-committed (creation-batcher.ts): its
 * Idempotency-Key is stored by the statement that writes the batch, never claimed before.
 */
const app = await createTestApp();
const admin = await login(app, ADMIN);

const body = (customer: string, pgCodes = ['knet', 'kpay']) => ({
  amount: '4.750',
  currency_code: 'KWD',
  customer_name: customer,
  pg_codes: pgCodes,
});

const create = (payload: object, key?: string, token = admin.access, lang = 'en') =>
  app.inject(
    authed(token, {
      method: 'POST',
      url: PR,
      payload,
      headers: { 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
    }),
  );

const rowsFor = (customer: string) =>
  queryable(app.db)
    .selectFrom('transactions')
    .select(['id', 'created_at'])
    .where('customer_name', '=', customer)
    .execute();

const activityFor = async (ids: string[]) =>
  (
    await queryable(app.db)
      .selectFrom('activity_log')
      .select('params')
      .where('action', '=', 'activity.payment_request_created')
      .execute()
  ).filter((row) => ids.includes(String(row.params.id)));

const keyRows = (key: string) =>
  queryable(app.db)
    .selectFrom('idempotency_keys')
    .select(['scope', 'state'])
    .where('key', '=', key)
    .execute();

describe('Idempotency-Key on the dashboard’s payment request creation', () => {
  it('answers a repeat with the first answer and creates once', async () => {
    const first = await create(body('Repeat Customer'), 'repeat-key');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(body('Repeat Customer'), 'repeat-key');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const rows = await rowsFor('Repeat Customer');
    expect(rows.map((row) => row.id)).toEqual([first.json<CreatedTransaction>().id]);
    // The answer made by the commit says what the row says.
    expect(first.json<CreatedTransaction>().created).toBe(new Date(rows[0]?.created_at ?? 0).toISOString());
    expect(await activityFor([rows[0]?.id ?? ''])).toHaveLength(1);
  });

  it('makes one transaction of 20 concurrent requests with one key, all answered alike', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create(body('Twenty Clicks'), 'twenty-key')),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(responses.map(() => 201));
    expect(new Set(responses.map((res) => res.json<CreatedTransaction>().id)).size).toBe(1);
    expect(responses.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await rowsFor('Twenty Clicks')).toHaveLength(1);
  });

  it('refuses the key with another body (422, in the request’s language) and keeps the first', async () => {
    expect((await create(body('Mismatch First'), 'mismatch-key')).statusCode).toBe(201);
    const other = await create(body('Mismatch Second'), 'mismatch-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used with a different request.',
    });
    const arabic = await create(body('Mismatch Second'), 'mismatch-key', admin.access, 'ar');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toEqual({ message: 'استُخدم مفتاح Idempotency-Key هذا مع طلب مختلف.' });
    expect(await rowsFor('Mismatch Second')).toHaveLength(0);
  });

  it('answers requests with one key arriving together: the first body wins, its twin replays, another body is refused', async () => {
    // Which body reaches the batch first is the race's to decide (on PostgreSQL the
    // authentication queries can reorder them); whichever wins, the key holds one answer.
    const customers = ['Batch Twin', 'Batch Twin', 'Batch Stranger'];
    const answers = await Promise.all(customers.map((customer) => create(body(customer), 'batch-twin-key')));
    const winner = customers[answers.findIndex((answer) => answer.statusCode === 201)];
    expect(winner).toBeDefined();
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      customers.map((customer) => (customer === winner ? 201 : 422)),
    );
    expect(
      new Set(answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.body)).size,
    ).toBe(1);
    expect(await rowsFor('Batch Twin')).toHaveLength(winner === 'Batch Twin' ? 1 : 0);
    expect(await rowsFor('Batch Stranger')).toHaveLength(winner === 'Batch Stranger' ? 1 : 0);
  });

  it('keeps one merchant’s key apart from another merchant’s and from another route’s', async () => {
    const shop = await createShop(app, { owner: 'superuser' });
    const ours = await create(body('Scoped Customer'), 'scoped-key');
    const theirs = await create(body('Scoped Customer'), 'scoped-key', await shop.token('owner'));
    expect([ours.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json<CreatedTransaction>().id).not.toBe(ours.json<CreatedTransaction>().id);
    expect(await rowsFor('Scoped Customer')).toHaveLength(2);

    // The same merchant's key on the refund route is another request, not a reuse (422).
    const paid = await createRequest(app, admin.access, { amount: '2.000', pg_codes: ['knet'] });
    await payAndPress(app, paid.id, 'knet', 'approve');
    const refund = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: `${PR}/${paid.id}/refund`,
        payload: { amount: '0.500' },
        headers: { 'idempotency-key': 'scoped-key' },
      }),
    );
    expect(refund.statusCode, refund.body).toBe(200);
    expect(new Set((await keyRows('scoped-key')).map((row) => row.scope)).size).toBe(3);
  });

  it('stores nothing for a refused request: the key then serves the corrected one', async () => {
    const refused = await create(body('Refused First', ['ghost']), 'refused-key');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ pg_codes: ['"ghost" is not a valid choice.'] });
    expect(await keyRows('refused-key')).toEqual([]);
    expect((await create(body('Refused First'), 'refused-key')).statusCode).toBe(201);
    expect(await rowsFor('Refused First')).toHaveLength(1);
  });

  it('keeps neither row nor key when the commit fails after the key was claimed; the retry creates once', async () => {
    // The batch statement claims the key, then its insert of the row fails: the moment a crash
    // would hit between the claim and the commit.
    await sql
      .raw(
        `create function fail_crash_customer() returns trigger language plpgsql as $$
         begin
           if new.customer_name = 'Crash Customer' then raise exception 'the process died'; end if;
           return new;
         end $$`,
      )
      .execute(queryable(app.db));
    await sql
      .raw(
        'create trigger fail_crash_customer before insert on transactions for each row execute function fail_crash_customer()',
      )
      .execute(queryable(app.db));
    const [crashed, neighbour] = await Promise.all([
      create(body('Crash Customer'), 'crash-key'),
      create(body('Crash Neighbour'), 'crash-neighbour-key'),
    ]);
    expect(crashed.statusCode).toBe(500);
    expect(neighbour.statusCode).toBe(201);
    expect(await rowsFor('Crash Customer')).toHaveLength(0);
    expect(await keyRows('crash-key')).toEqual([]);

    await sql.raw('drop trigger fail_crash_customer on transactions').execute(queryable(app.db));
    const retried = await create(body('Crash Customer'), 'crash-key');
    expect(retried.statusCode).toBe(201);
    const again = await create(body('Crash Customer'), 'crash-key');
    expect(again.json()).toEqual(retried.json());
    const rows = await rowsFor('Crash Customer');
    expect(rows.map((row) => row.id)).toEqual([retried.json<CreatedTransaction>().id]);
    expect(await activityFor([rows[0]?.id ?? ''])).toHaveLength(1);
  });

  it('creates once when two server instances take the same key at the same moment', async () => {
    const { id: merchantId } = await queryable(app.db)
      .selectFrom('merchants')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const creation = {
      input: { merchantId, plugin: 'payment_request', amountMinor: 1000, currency: 'KWD', pgCodes: ['knet'] },
      answer: (id: string) => ({ id }),
      key: { scope: 'two-instances', key: 'shared', hash: 'same-request' },
    };
    // A slow write holds the first claim uncommitted while the other instance's statement
    // starts (on PostgreSQL: it waits for that claim, then cannot see it, and goes round again).
    await sql
      .raw(
        `create function slow_two_instances() returns trigger language plpgsql as $$
         begin
           if new.customer_name = 'Two Instances' then perform pg_sleep(0.3); end if;
           return new;
         end $$`,
      )
      .execute(queryable(app.db));
    await sql
      .raw(
        'create trigger slow_two_instances before insert on transactions for each row execute function slow_two_instances()',
      )
      .execute(queryable(app.db));
    const instances = [new CreationBatcher(app.db), new CreationBatcher(app.db)];
    const answers = await Promise.all(
      instances.flatMap((instance) => [
        instance.create({ ...creation, input: { ...creation.input, customerName: 'Two Instances' } }),
        instance.create({ ...creation, input: { ...creation.input, customerName: 'Two Instances' } }),
      ]),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await rowsFor('Two Instances')).toHaveLength(1);
  });
});
