import { describe, expect, it } from 'vitest';
import { inTransaction, queryable } from '../../../../server/db/handle.ts';
import type { PayTransaction } from '../../../../src/domain/contracts/payments.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest, PR, payAndPress } from './fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);

const read = (id: string) => app.inject({ url: `${PR}/pay/${id}` });

describe('dashboard: create a payment request', () => {
  it('gives the form metadata', async () => {
    const res = await app.inject(authed(admin.access, { method: 'OPTIONS', url: `${PR}/create` }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currencies).toContainEqual({ code: 'KWD', decimals: 3 });
    expect(body.currencies).toContainEqual({ code: 'USD', decimals: 2 });
    expect(body.gateways.map((g: { code: string }) => g.code)).toEqual(['knet', 'kpay', 'card', 'cod']);
    expect(body).toMatchObject({ default_country: 'KW', preferred_countries: ['KW', 'US'] });
    expect((await app.inject({ method: 'OPTIONS', url: `${PR}/create` })).statusCode).toBe(401);
  });

  it('validates every field with the dashboard messages', async () => {
    const res = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: PR,
        payload: {
          amount: '-1',
          currency_code: 'KWD',
          customer_name: 'A',
          customer_email: 'not-an-email',
          customer_phone: '12ab',
          pg_codes: [],
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      amount: ['Must be valid positive number'],
      customer_email: ['Enter valid email address'],
      customer_phone: ['Enter valid phone number'],
      pg_codes: ['one gateway at least should be selected.'],
    });
    const decimals = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: PR,
        payload: {
          amount: '1.25',
          currency_code: 'KWD',
          customer_name: 'A',
          pg_codes: ['ghost'],
          expiration_time: '2000-01-01T00:00:00Z',
        },
      }),
    );
    expect(decimals.json()).toEqual({
      pg_codes: ['"ghost" is not a valid choice.'],
      expiration_time: ['The expiration time must be in the future.'],
    });
    const usd = await app.inject(
      authed(admin.access, {
        method: 'POST',
        url: PR,
        payload: { amount: '1.255', currency_code: 'USD', customer_name: 'A', pg_codes: ['knet'] },
      }),
    );
    expect(usd.json()).toEqual({ amount: ['decimal should be equal or less 2 characters'] });
  });

  it('records who created it in the activity log and links in the chosen language', async () => {
    const created = await createRequest(app, admin.access, {
      language: 'ar',
      attachment_url: '/api/v1/files/x/a.pdf',
      attachment_name: 'a.pdf',
    });
    expect(created.payment_url).toBe(`http://pay.test/ar/pos/pay/${created.id}`);
    const log = await queryable(app.db)
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'activity.payment_request_created')
      .execute();
    expect(log.some((row) => row.params.id === created.id && row.actor === 'admin')).toBe(true);
    const tx = (await read(created.id)).json<PayTransaction>();
    expect(tx).toMatchObject({ attachment_url: '/api/v1/files/x/a.pdf', attachment_name: 'a.pdf' });
  });
});

describe('state changes reach the webhook outbox', () => {
  it('enqueues one delivery per state change, in the same database transaction', async () => {
    const created = await createRequest(app, admin.access, { pg_codes: ['knet'] });
    await queryable(app.db)
      .updateTable('transactions')
      .set({ webhook_url: 'https://merchant.example/hook' })
      .where('id', '=', created.id)
      .execute();
    await payAndPress(app, created.id, 'knet', 'decline');
    await payAndPress(app, created.id, 'knet', 'approve');
    const events = await queryable(app.db)
      .selectFrom('webhook_events')
      .select('body')
      .where('transaction_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => JSON.parse(e.body).state)).toEqual(['pending', 'failed', 'pending', 'paid']);
  });
});

describe('state machine on the server', () => {
  it('refuses a move the state machine does not allow and leaves the row as it was', async () => {
    const { IllegalTransition, setTransactionState } = await import(
      '../../../../server/modules/payments/service.ts'
    );
    const created = await createRequest(app, admin.access, { pg_codes: ['knet'] });
    await payAndPress(app, created.id, 'knet', 'approve');
    await expect(
      inTransaction(app.db, (trx) => setTransactionState(trx, { id: created.id, state: 'paid' }, 'pending')),
    ).rejects.toBeInstanceOf(IllegalTransition);
    expect((await read(created.id)).json<PayTransaction>().state).toBe('paid');
  });
});
