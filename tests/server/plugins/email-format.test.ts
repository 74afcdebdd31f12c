import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import validation from '../../../server/plugins/validation.ts';
import { isEmail } from '../../../src/domain/contact-rules.ts';
import { authed, createTestApp, DOOR, login } from '../helper.ts';

/** Addresses either side of the rule; ajv-formats alone let the first two through. */
const ADDRESSES = [
  'a@b.c',
  'x@1.22',
  'a@b',
  'a..b@example.com',
  'a b@example.com',
  'a@b.co',
  'fatima@example.kw',
];

describe('JSON-schema format "email"', () => {
  it('is the domain rule every form applies, address for address', async () => {
    const bare = Fastify();
    await bare.register(validation);
    bare.post(
      '/echo',
      { schema: { body: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } } },
      async () => ({ ok: true }),
    );
    for (const email of ADDRESSES) {
      const res = await bare.inject({ method: 'POST', url: '/echo', payload: { email } });
      expect(res.statusCode === 200, email).toBe(isEmail(email));
    }
    await bare.close();
  });

  it('refuses "a@b.c" on a real route with the field error, as the help form does', async () => {
    const app = await createTestApp();
    const door = await login(app, DOOR, '10.7.9.1');
    const res = await app.inject(
      authed(door.access, {
        method: 'POST',
        url: '/api/v1/dashboard/help',
        payload: { email: 'a@b.c', subject: 'payments', email_message: 'x' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});
