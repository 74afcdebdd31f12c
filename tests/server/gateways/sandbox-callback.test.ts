import { describe, expect, it } from 'vitest';
import { queryable } from '../../../server/db/handle.ts';
import { signPayload } from '../../../server/gateways/signature.ts';
import type { PayResponse } from '../../../src/domain/contracts/payments.ts';
import { ADMIN, createTestApp, login } from '../helper.ts';
import { createRequest, pay } from '../modules/payments/fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);
const secret = app.gateways.sandboxSecret;
const CALLBACK = '/api/v1/gateways/sandbox/callback';

async function pendingAttempt() {
  const created = await createRequest(app, admin.access);
  const started = (await pay(app, created.id, { gateway_code: 'knet' })).json<PayResponse>();
  return { transactionId: created.id, attemptId: started.attempt_id };
}

function post(raw: string, timestamp: number, signature = signPayload(secret, timestamp, raw)) {
  return app.inject({
    method: 'POST',
    url: CALLBACK,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(timestamp),
      'x-sandbox-signature': signature,
    },
  });
}

const now = () => Math.floor(Date.now() / 1000);
const body = (attemptId: string, callbackId: string, result = 'approved') =>
  JSON.stringify({ callback_id: callbackId, attempt_id: attemptId, result, reference: 'REF1' });

async function snapshot(transactionId: string) {
  const tx = await queryable(app.db)
    .selectFrom('transactions')
    .select('state')
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  const attempts = await queryable(app.db)
    .selectFrom('payment_attempts')
    .select('state')
    .where('transaction_id', '=', transactionId)
    .execute();
  const movements = await queryable(app.db)
    .selectFrom('money_movements')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .execute();
  return { state: tx.state, attempts: attempts.map((a) => a.state), movements: movements.length };
}

describe('sandbox callback security', () => {
  it('applies a correctly signed, fresh callback once and refuses its replay', async () => {
    const { transactionId, attemptId } = await pendingAttempt();
    const raw = body(attemptId, 'cb-1');
    const ts = now();
    const first = await post(raw, ts);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'applied' });
    const after = await snapshot(transactionId);
    expect(after).toEqual({ state: 'paid', attempts: ['paid'], movements: 1 });

    const replay = await post(raw, ts);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ message: 'This callback was already received.' });
    expect(await snapshot(transactionId)).toEqual(after);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { transactionId, attemptId } = await pendingAttempt();
    const before = await snapshot(transactionId);
    const raw = body(attemptId, 'cb-forged');
    const forged = await post(raw, now(), signPayload('not-the-secret', now(), raw));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'The callback signature is not valid.' });
    // Signed body, then tampered with: declined → approved.
    const signedDecline = body(attemptId, 'cb-tamper', 'declined');
    const ts = now();
    const tampered = await post(
      body(attemptId, 'cb-tamper', 'approved'),
      ts,
      signPayload(secret, ts, signedDecline),
    );
    expect(tampered.statusCode).toBe(401);
    const missing = await app.inject({ method: 'POST', url: CALLBACK, payload: JSON.parse(raw) });
    expect(missing.statusCode).toBe(401);
    expect(await snapshot(transactionId)).toEqual(before);
  });

  it('refuses a stale or future-dated callback and changes nothing', async () => {
    const { transactionId, attemptId } = await pendingAttempt();
    const before = await snapshot(transactionId);
    const stale = await post(body(attemptId, 'cb-stale'), now() - 301);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: 'The callback is too old or from the future.' });
    expect((await post(body(attemptId, 'cb-future'), now() + 301)).statusCode).toBe(400);
    expect(await snapshot(transactionId)).toEqual(before);
    // Within the tolerance it is accepted.
    expect((await post(body(attemptId, 'cb-late'), now() - 290)).statusCode).toBe(200);
  });

  it('a second result for a settled attempt changes nothing', async () => {
    const { transactionId, attemptId } = await pendingAttempt();
    expect((await post(body(attemptId, 'cb-a', 'declined'), now())).statusCode).toBe(200);
    const after = await snapshot(transactionId);
    const late = await post(body(attemptId, 'cb-b', 'approved'), now());
    expect(late.statusCode).toBe(409);
    expect(await snapshot(transactionId)).toEqual(after);
    expect(after.state).toBe('failed');
  });

  it('answers 404 for an unknown attempt', async () => {
    const res = await post(body('8b9f3c3e-0000-4000-8000-000000000000', 'cb-unknown'), now());
    expect(res.statusCode).toBe(404);
  });
});
