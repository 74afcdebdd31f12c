import { describe, expect, it } from 'vitest';
import type { HelpOptions } from '../../../../src/domain/contracts/merchant.ts';
import { ADMIN, authed, createTestApp, DOOR, login, readOutbox } from '../../helper.ts';

const app = await createTestApp();
const door = await login(app, DOOR, '10.7.0.1');
const admin = await login(app, ADMIN, '10.7.0.2');

const send = (payload: object, headers = {}) =>
  app.inject(authed(door.access, { method: 'POST', url: '/api/v1/dashboard/help', payload, headers }));

describe('OPTIONS /dashboard/help', () => {
  it('offers the subject choices in the reader language', async () => {
    const en = await app.inject(authed(door.access, { method: 'OPTIONS', url: '/api/v1/dashboard/help' }));
    expect(en.json<HelpOptions>().subject_choices).toEqual([
      { value: 'payments', display_name: 'Payments' },
      { value: 'refunds', display_name: 'Refunds' },
      { value: 'technical', display_name: 'Technical issue' },
      { value: 'account', display_name: 'Account' },
    ]);
    const ar = await app.inject(
      authed(door.access, {
        method: 'OPTIONS',
        url: '/api/v1/dashboard/help',
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(ar.json<HelpOptions>().subject_choices[0]).toEqual({
      value: 'payments',
      display_name: 'المدفوعات',
    });
  });
});

describe('POST /dashboard/help', () => {
  it('sends the message to the merchant support address through the outbox', async () => {
    const res = await send({
      email: 'door@example.com',
      subject: 'refunds',
      email_message: 'A refund is stuck.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your message has been sent.' });
    // The history first: reading the outbox signs a superuser in, which is logged too.
    const history = await app.inject(authed(admin.access, { url: '/api/v1/user/actions?limit=1' }));
    expect(history.json().results[0]).toMatchObject({
      actor: 'door',
      description: 'Sent a help request: Refunds',
    });
    const [message] = await readOutbox(app, 'support@demo.gulfpay.test');
    expect(message).toMatchObject({ channel: 'email', subject: 'Help request: Refunds (from door)' });
    expect(message?.body).toContain('A refund is stuck.');
    expect(message?.body).toContain('door@example.com');
  });

  it('requires a valid email and a subject from the choices', async () => {
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      email: ['This field is required.'],
      subject: ['This field is required.'],
      email_message: ['This field is required.'],
    });
    const bad = await send({ email: 'not-an-email', subject: 'payments', email_message: 'x' });
    expect(bad.json()).toEqual({ email: ['Enter a valid email address.'] });
    const choice = await send(
      { email: 'a@b.co', subject: 'lottery', email_message: 'x' },
      { 'accept-language': 'ar' },
    );
    expect(choice.statusCode).toBe(400);
    expect(choice.json()).toEqual({ subject: ['"lottery" ليس خيارًا صالحًا.'] });
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/dashboard/help', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
