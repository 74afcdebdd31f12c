import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import {
  idempotentInTransaction,
  keyScope,
  requestHash,
} from '../../../../server/modules/idempotency/service.ts';
import { startPaymentIn } from '../../../../server/modules/payments/service.ts';
import type { PayResponse } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest, PR, pay, payAndPress } from './fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);

const attemptsOf = (id: string) =>
  queryable(app.db).selectFrom('payment_attempts').selectAll().where('transaction_id', '=', id).execute();

/** The key as a request that died after claiming it leaves it: in flight, under another claimant. */
async function leaveDeadClaim(transactionId: string, key: string, leaseEndsIn: string) {
  const hash = requestHash({
    method: 'POST',
    url: `${PR}/pay/${transactionId}`,
    body: { gateway_code: 'knet' },
  } as never);
  await queryable(app.db)
    .insertInto('idempotency_keys')
    .values({
      scope: keyScope(`transaction:${transactionId}`, 'POST', '/api/v1/plugins/:plugin/transaction/pay/:id'),
      key,
      request_hash: hash,
      state: 'in_flight',
      claim_token: 'the-dead-request',
      lease_expires_at: new Date(Date.now() + Number(leaseEndsIn)),
    })
    .execute();
}

/**
 * The pay handler behind a route where the process "dies" (throws) after the payment attempt
 * was written and before the answer could be stored: the moment a crash used to leave a key
 * in flight for 24 hours with the money already moved.
 */
function crashingPayServer(crashes: { left: number }, leaseSeconds?: number, slowMs = 0) {
  const server = Fastify();
  server.post<{ Params: { id: string }; Body: { gateway_code: string } }>('/pay/:id', (request, reply) =>
    idempotentInTransaction(
      app.db,
      request,
      reply,
      `test-pay:${request.params.id}`,
      async (trx) => {
        const started = await startPaymentIn(
          trx,
          { gateways: app.gateways, publicUrl: app.config.publicUrl },
          {
            transactionId: request.params.id,
            plugin: 'payment_request',
            gatewayCode: request.body.gateway_code,
            lang: 'en',
          },
        );
        if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs));
        if (crashes.left > 0) {
          crashes.left -= 1;
          throw new Error('process died before the answer was stored');
        }
        return { status: 200, body: started };
      },
      leaseSeconds,
    ),
  );
  afterAll(() => server.close());
  return server;
}

const payVia = (server: ReturnType<typeof Fastify>, id: string, key: string) =>
  server.inject({
    method: 'POST',
    url: `/pay/${id}`,
    payload: { gateway_code: 'knet' },
    headers: { 'idempotency-key': key },
  });

describe('Idempotency-Key after a crash', () => {
  it('a pay that died after claiming its key is retried with the key once the lease ran out, and completes once', async () => {
    const created = await createRequest(app, admin.access);
    await leaveDeadClaim(created.id, 'dead-key', '-1000');

    const retried = await pay(app, created.id, { gateway_code: 'knet' }, 'dead-key');
    expect(retried.statusCode).toBe(200);
    expect(await attemptsOf(created.id)).toHaveLength(1);

    const again = await pay(app, created.id, { gateway_code: 'knet' }, 'dead-key');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(retried.body);
    expect(await attemptsOf(created.id)).toHaveLength(1);
  });

  it('a claim still within its lease answers 409 and is not taken over', async () => {
    const created = await createRequest(app, admin.access);
    await leaveDeadClaim(created.id, 'live-key', '60000');
    const res = await pay(app, created.id, { gateway_code: 'knet' }, 'live-key');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A request with this Idempotency-Key is still being processed.' });
    expect(await attemptsOf(created.id)).toHaveLength(0);
  });

  it('a dead claim is only taken over by the same request: another body is refused', async () => {
    const created = await createRequest(app, admin.access);
    await leaveDeadClaim(created.id, 'dead-other', '-1000');
    const res = await pay(app, created.id, { gateway_code: 'kpay' }, 'dead-other');
    expect(res.statusCode).toBe(422);
    expect(await attemptsOf(created.id)).toHaveLength(0);
  });

  it('a crash after the attempt was written and before the answer was stored leaves no attempt; the retry pays once', async () => {
    const created = await createRequest(app, admin.access);
    const server = crashingPayServer({ left: 1 });
    const crashed = await payVia(server, created.id, 'crash-key');
    expect(crashed.statusCode).toBe(500);
    // The attempt and the key's answer share one database transaction: neither was kept.
    expect(await attemptsOf(created.id)).toHaveLength(0);

    const retried = await payVia(server, created.id, 'crash-key');
    expect(retried.statusCode).toBe(200);
    const replayed = await payVia(server, created.id, 'crash-key');
    expect(replayed.json()).toEqual(retried.json());
    const attempts = await attemptsOf(created.id);
    expect(attempts.map((a) => a.id)).toEqual([(retried.json() as PayResponse).attempt_id]);
  });

  it('50 concurrent pays with one key and a lease that runs out at once still make one attempt', async () => {
    const created = await createRequest(app, admin.access);
    // Every duplicate finds the lease over and tries to take the key over while the first
    // request is slow inside its transaction, or between its claim and its transaction.
    const server = crashingPayServer({ left: 0 }, 0, 30);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => payVia(server, created.id, 'racing-key')),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    const answers = ok.map((r) => r.json() as PayResponse);
    expect(new Set(answers.map((a) => a.attempt_id)).size).toBe(1);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expect(r.statusCode).toBe(409);
    const attempts = await attemptsOf(created.id);
    expect(attempts.map((a) => a.id)).toEqual([answers[0]?.attempt_id]);
  });

  it('a refund that died after claiming its key is applied once when retried with the key', async () => {
    const created = await createRequest(app, admin.access, { amount: '2.000', pg_codes: ['knet'] });
    await payAndPress(app, created.id, 'knet', 'approve');
    const url = `${PR}/${created.id}/refund`;
    const { merchant_id: merchantId } = await queryable(app.db)
      .selectFrom('users')
      .select('merchant_id')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    await queryable(app.db)
      .insertInto('idempotency_keys')
      .values({
        scope: keyScope(`merchant:${merchantId}`, 'POST', '/api/v1/plugins/:plugin/transaction/:id/refund'),
        key: 'dead-refund',
        request_hash: requestHash({ method: 'POST', url, body: { amount: '0.500' } } as never),
        state: 'in_flight',
        claim_token: 'the-dead-request',
        lease_expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    const refund = () =>
      app.inject(
        authed(admin.access, {
          method: 'POST',
          url,
          payload: { amount: '0.500' },
          headers: { 'idempotency-key': 'dead-refund' },
        }),
      );
    const first = await refund();
    const second = await refund();
    expect(first.json()).toMatchObject({ refunded_amount: '0.500', available_amount: '1.500' });
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });
});
