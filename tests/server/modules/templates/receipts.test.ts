import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { signPayload } from '../../../../server/gateways/signature.ts';
import type { PayResponse } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, authed, createTestApp, login, readOutbox } from '../../helper.ts';
import { createRequest, PR, pay, payAndPress } from '../payments/fixtures.ts';

const app = await createTestApp({ smtpUrl: null });
const admin = await login(app, ADMIN);

const receiptsTo = async (email: string) =>
  (await readOutbox(app, email)).filter((message) => /receipt|إيصال/i.test(message.subject));

const setReceipts = (enabled: boolean) =>
  app.inject(
    authed(admin.access, {
      method: 'PUT',
      url: '/api/v1/admin/templates/settings',
      payload: { email_receipts: enabled },
    }),
  );

/** The gateway's signed callback, as the sandbox sends it. */
function callback(attemptId: string, callbackId: string) {
  const raw = JSON.stringify({
    callback_id: callbackId,
    attempt_id: attemptId,
    result: 'approved',
    reference: 'REF-77',
  });
  const timestamp = Math.floor(Date.now() / 1000);
  return app.inject({
    method: 'POST',
    url: '/api/v1/gateways/sandbox/callback',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(timestamp),
      'x-sandbox-signature': signPayload(app.gateways.sandboxSecret, timestamp, raw),
    },
  });
}

describe('customer receipts', () => {
  it('emails one receipt per successful payment, however often the gateway calls back', async () => {
    const created = await createRequest(app, admin.access, { customer_email: 'once@example.kw' });
    const started = (await pay(app, created.id, { gateway_code: 'knet' })).json<PayResponse>();
    expect((await callback(started.attempt_id, 'cb-first')).json()).toEqual({ status: 'applied' });
    // The same callback replayed, and a second one for the same attempt: neither changes anything.
    expect((await callback(started.attempt_id, 'cb-first')).statusCode).toBe(409);
    expect((await callback(started.attempt_id, 'cb-second')).statusCode).toBeGreaterThanOrEqual(400);

    const receipts = await receiptsTo('once@example.kw');
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe('Your receipt from Gulf Pay Demo Store');
    expect(receipt?.body).toContain('Hello Fatima Al-Sabah,');
    expect(receipt?.body).toContain('Amount: 10.');
    expect(receipt?.body).toContain('KWD');
    expect(receipt?.body).toContain('Reference: REF-77');
    expect(receipt?.body).toContain('Paid with: KNET');
    expect(receipt?.body).toContain(`http://pay.test/en/pos/attempt-detail/${started.attempt_id}`);
  });

  it('sends no second receipt when a held card payment is captured', async () => {
    const created = await createRequest(app, admin.access, { customer_email: 'held@example.kw' });
    await payAndPress(app, created.id, 'card', 'approve');
    expect(await receiptsTo('held@example.kw')).toHaveLength(1);
    const captured = await app.inject(
      authed(admin.access, { method: 'POST', url: `${PR}/${created.id}/capture`, payload: {} }),
    );
    expect(captured.statusCode, captured.body).toBe(200);
    expect(await receiptsTo('held@example.kw')).toHaveLength(1);
  });

  it('writes the receipt in the customer’s language, from the merchant’s template', async () => {
    const saved = await app.inject(
      authed(admin.access, {
        method: 'PUT',
        url: '/api/v1/admin/templates/receipt/ar',
        payload: { subject: 'إيصال {{merchant}}', body: 'دفعت {{amount}} عبر {{gateway}}.\n{{url}}' },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await createRequest(app, admin.access, {
      customer_email: 'arabic@example.kw',
      language: 'ar',
    });
    await payAndPress(app, created.id, 'knet', 'approve');
    const [receipt] = await receiptsTo('arabic@example.kw');
    expect(receipt?.subject).toBe('إيصال متجر جلف باي التجريبي');
    expect(receipt?.body).toMatch(/^دفعت .+ عبر كي نت\.\nhttp:\/\/pay\.test\/ar\/pos\/attempt-detail\//);
    await app.inject(authed(admin.access, { method: 'DELETE', url: '/api/v1/admin/templates/receipt/ar' }));
  });

  it('sends none for a declined payment, without an email, or when the owner turned receipts off', async () => {
    const declined = await createRequest(app, admin.access, { customer_email: 'declined@example.kw' });
    await payAndPress(app, declined.id, 'knet', 'decline');
    expect(await receiptsTo('declined@example.kw')).toHaveLength(0);

    const before = await queryable(app.db).selectFrom('outbox').select('id').execute();
    const noEmail = await createRequest(app, admin.access, { customer_email: '' });
    await payAndPress(app, noEmail.id, 'knet', 'approve');
    const after = await queryable(app.db).selectFrom('outbox').select('id').execute();
    expect(after.length).toBe(before.length);

    expect((await setReceipts(false)).statusCode).toBe(200);
    const off = await createRequest(app, admin.access, { customer_email: 'off@example.kw' });
    await payAndPress(app, off.id, 'knet', 'approve');
    expect(await receiptsTo('off@example.kw')).toHaveLength(0);
    await setReceipts(true);
  });
});
