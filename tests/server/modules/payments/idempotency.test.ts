import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { keyScope } from '../../../../server/modules/idempotency/service.ts';
import type { PayResponse } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest, PR, pay, payAndPress } from './fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);

const payScope = (id: string) =>
  keyScope(`transaction:${id}`, 'POST', '/api/v1/plugins/:plugin/transaction/pay/:id');

const attemptsOf = (id: string) =>
  queryable(app.db).selectFrom('payment_attempts').selectAll().where('transaction_id', '=', id).execute();

describe('Idempotency-Key on pay', () => {
  it('50 concurrent pays with one key make exactly one attempt and all get the same answer', async () => {
    const created = await createRequest(app, admin.access);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => pay(app, created.id, { gateway_code: 'knet' }, 'same-key-50')),
    );
    for (const r of responses) expect(r.statusCode).toBe(200);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    const bodies = new Set(responses.map((r) => r.body));
    expect(await attemptsOf(created.id)).toHaveLength(1);

    // Once finished, every repeat replays the first answer.
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () => pay(app, created.id, { gateway_code: 'knet' }, 'same-key-50')),
    );
    for (const r of repeats) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe([...bodies][0]);
      expect(r.headers['idempotent-replayed']).toBe('true');
    }
    expect(await attemptsOf(created.id)).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and keeps the first attempt', async () => {
    const created = await createRequest(app, admin.access);
    const first = await pay(app, created.id, { gateway_code: 'knet' }, 'key-body');
    expect(first.statusCode).toBe(200);
    const other = await pay(app, created.id, { gateway_code: 'kpay' }, 'key-body');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used with a different request.',
    });
    expect(await attemptsOf(created.id)).toHaveLength(1);
  });

  it('replays a refused request as refused, even after the state changed', async () => {
    const created = await createRequest(app, admin.access);
    const bad = await pay(app, created.id, { gateway_code: 'nope' }, 'key-bad');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ gateway_code: ['Select a valid choice.'] });
    expect((await pay(app, created.id, { gateway_code: 'nope' }, 'key-bad')).body).toBe(bad.body);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const created = await createRequest(app, admin.access);
    // A first request that has claimed the key and not finished (slow or crashed mid-way).
    await queryable(app.db)
      .insertInto('idempotency_keys')
      .values({ scope: payScope(created.id), key: 'stuck', request_hash: 'x', state: 'in_flight' })
      .execute();
    const res = await pay(app, created.id, { gateway_code: 'knet' }, 'stuck');
    expect(res.statusCode).toBe(422);
    const { requestHash } = await import('../../../../server/modules/idempotency/service.ts');
    const hash = requestHash({
      method: 'POST',
      url: `${PR}/pay/${created.id}`,
      body: { gateway_code: 'knet' },
    } as never);
    await queryable(app.db)
      .updateTable('idempotency_keys')
      .set({ request_hash: hash })
      .where('key', '=', 'stuck')
      .execute();
    const waited = await pay(app, created.id, { gateway_code: 'knet' }, 'stuck');
    expect(waited.statusCode).toBe(409);
    expect(waited.json()).toEqual({
      message: 'A request with this Idempotency-Key is still being processed.',
    });
    expect(await attemptsOf(created.id)).toHaveLength(0);
  });

  it('the same key on another transaction is another request', async () => {
    const a = await createRequest(app, admin.access);
    const b = await createRequest(app, admin.access);
    const ra = await pay(app, a.id, { gateway_code: 'knet' }, 'shared');
    const rb = await pay(app, b.id, { gateway_code: 'knet' }, 'shared');
    expect(ra.statusCode).toBe(200);
    expect(rb.statusCode).toBe(200);
    expect(ra.json<PayResponse>().attempt_id).not.toBe(rb.json<PayResponse>().attempt_id);
  });

  it('keeps keys at least 24 hours and purges them after', async () => {
    const { purgeIdempotencyKeys } = await import('../../../../server/modules/idempotency/service.ts');
    const created = await createRequest(app, admin.access);
    await pay(app, created.id, { gateway_code: 'knet' }, 'old-key');
    await purgeIdempotencyKeys(app.db, new Date(Date.now() + 23 * 3600_000));
    expect(
      (await pay(app, created.id, { gateway_code: 'knet' }, 'old-key')).headers['idempotent-replayed'],
    ).toBe('true');
    await purgeIdempotencyKeys(app.db, new Date(Date.now() + 25 * 3600_000));
    const row = await queryable(app.db)
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', 'old-key')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('refunds', () => {
  it('20 concurrent partial refunds never exceed the paid amount', async () => {
    const created = await createRequest(app, admin.access, { amount: '5.000', pg_codes: ['knet'] });
    await payAndPress(app, created.id, 'knet', 'approve');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject(
          authed(admin.access, {
            method: 'POST',
            url: `${PR}/${created.id}/refund`,
            payload: { amount: '0.300' },
            headers: { 'idempotency-key': `refund-${i}` },
          }),
        ),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    // 5.000 / 0.300 → 16 refunds fit, the other 4 are refused.
    expect(ok).toHaveLength(16);
    for (const r of responses.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ amount: ['The amount cannot be greater than the available amount.'] });
    }
    const movements = await queryable(app.db)
      .selectFrom('money_movements')
      .select(['kind', 'amount_minor'])
      .where('transaction_id', '=', created.id)
      .execute();
    const refunded = movements
      .filter((m) => m.kind === 'refund')
      .reduce((sum, m) => sum + Number(m.amount_minor), 0);
    expect(refunded).toBe(4_800);
    const rest = await app.inject(
      authed(admin.access, { method: 'POST', url: `${PR}/${created.id}/refund`, payload: { amount: null } }),
    );
    expect(rest.json()).toMatchObject({
      refunded_amount: '5.000',
      available_amount: '0.000',
      message: 'Refunded Successfully',
    });
  });

  it('a refund retried with its key is applied once', async () => {
    const created = await createRequest(app, admin.access, { amount: '2.000', pg_codes: ['knet'] });
    await payAndPress(app, created.id, 'knet', 'approve');
    const send = () =>
      app.inject(
        authed(admin.access, {
          method: 'POST',
          url: `${PR}/${created.id}/refund`,
          payload: { amount: '1.500' },
          headers: { 'idempotency-key': 'refund-once' },
        }),
      );
    const first = await send();
    const second = await send();
    expect(second.body).toBe(first.body);
    expect(first.json()).toMatchObject({ refunded_amount: '1.500', available_amount: '0.500' });
  });

  it('checks decimals, permission and ownership', async () => {
    const created = await createRequest(app, admin.access, { amount: '2.000', pg_codes: ['knet'] });
    await payAndPress(app, created.id, 'knet', 'approve');
    const decimals = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: `${PR}/${created.id}/refund`,
        payload: { amount: '0.0001' },
      }),
    );
    expect(decimals.json()).toEqual({ amount: ['decimal should be equal or less 3 characters'] });
    const anonymous = await app.inject({ method: 'POST', url: `${PR}/${created.id}/refund`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const wrongPlugin = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: `/api/v1/plugins/shopify/transaction/${created.id}/refund`,
        payload: {},
      }),
    );
    expect(wrongPlugin.statusCode).toBe(404);
    const activity = await queryable(app.db)
      .selectFrom('activity_log')
      .select('action')
      .where('action', 'like', 'activity.payment_%')
      .execute();
    expect(activity.map((a) => a.action)).toContain('activity.payment_refund');
  });
});
