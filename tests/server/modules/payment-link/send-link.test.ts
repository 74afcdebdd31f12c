import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { ADMIN, authed, createTestApp, DOOR, login, readOutbox } from '../../helper.ts';

const app = await createTestApp({ smtpUrl: null });
const admin = await login(app, ADMIN);

async function paymentRequest(
  contact: { customer_email?: string | null; customer_phone?: string | null },
  state = 'created',
) {
  const row = await queryable(app.db)
    .insertInto('transactions')
    .values({
      merchant_id: 1,
      plugin: 'payment_request',
      state,
      amount_minor: 1_250_500,
      currency: 'KWD',
      pg_codes: JSON.stringify(['knet']),
      language: 'ar',
      customer_email: contact.customer_email ?? null,
      customer_phone: contact.customer_phone ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const send = (id: string, payload: object, token = admin.access) =>
  app.inject(
    authed(token, { method: 'POST', url: `/api/v1/plugins/payment_request/transaction/${id}/send`, payload }),
  );

const outbox = (recipient: string) => readOutbox(app, recipient);

describe('sending the payment link', () => {
  it('texts the link through the SMS channel, kept without a provider, in the customer language', async () => {
    const id = await paymentRequest({ customer_phone: '+96550000001' });
    const res = await send(id, { channel: 'sms' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The payment link was sent by SMS.' });
    await app.outbox.drainOnce();
    const [message] = await outbox('+96550000001');
    expect(message).toMatchObject({ channel: 'sms', status: 'kept' });
    expect(message?.body).toContain(`http://pay.test/ar/pos/pay/${id}`);
    expect(message?.body).toContain('1,250.500 KWD');
    expect(message?.body).toContain('متجر جلف باي التجريبي');
  });

  it('emails the link in the language asked for and records the action', async () => {
    const id = await paymentRequest({ customer_email: 'buyer@example.com' });
    const res = await send(id, { channel: 'email', lang: 'en' });
    expect(res.statusCode).toBe(200);
    const [message] = await outbox('buyer@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: 'Payment request from Gulf Pay Demo Store' });
    expect(message?.body).toContain(`http://pay.test/en/pos/pay/${id}`);
    const history = await app.inject(authed(admin.access, { url: '/api/v1/user/actions' }));
    expect(JSON.stringify(history.json())).toContain(`Emailed the payment link of transaction ${id}`);
  });

  it('says which contact is missing', async () => {
    const id = await paymentRequest({ customer_email: 'only@example.com' });
    const res = await send(id, { channel: 'sms' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ channel: ['The customer has no phone number.'] });
    const noEmail = await send(await paymentRequest({ customer_phone: '+96550000002' }), {
      channel: 'email',
    });
    expect(noEmail.json()).toEqual({ channel: ['The customer has no email address.'] });
  });

  it('does not send links of paid or unknown transactions, nor for staff without access', async () => {
    const paid = await send(await paymentRequest({ customer_phone: '+96550000003' }, 'paid'), {
      channel: 'sms',
    });
    expect(paid.statusCode).toBe(400);
    expect(await outbox('+96550000003')).toEqual([]);
    const missing = await send('00000000-0000-4000-8000-000000000000', { channel: 'sms' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Transaction not found' });
    const door = await login(app, DOOR);
    const id = await paymentRequest({ customer_phone: '+96550000004' });
    expect((await send(id, { channel: 'sms' }, door.access)).statusCode).toBe(403);
    expect((await send(id, { channel: 'fax' })).statusCode).toBe(400);
  });
});
