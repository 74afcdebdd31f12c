import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { OutboxMessage } from '../../../../src/domain/contracts/outbox.ts';
import { FakeClock } from '../../fake-clock.ts';
import { ADMIN, authed, createTestApp, DOOR, login, readOutbox } from '../../helper.ts';

const clock = new FakeClock();
const app = await createTestApp({}, undefined, clock);

const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1', headers = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress, headers });

/** The superuser who reads the outbox: the reset journey below changes the admin's password. */
let superuser: { username: string; password: string } = ADMIN;
const outboxFor = (recipient?: string) => readOutbox(app, recipient, superuser);

function resetLink(message: OutboxMessage): URL {
  const match = /https?:\/\/\S+/.exec(message.body);
  if (!match) throw new Error('no link in the message');
  return new URL(match[0]);
}

describe('POST /user/token/', () => {
  it('signs in with the demo account and the access token opens the dashboard API', async () => {
    const tokens = await login(app, ADMIN, '10.1.0.1');
    expect(tokens.access.split('.')).toHaveLength(3);
    expect(tokens.refresh.length).toBeGreaterThan(30);
    expect(tokens.sessionid).toMatch(/^[0-9a-f-]{36}$/);
    const details = await app.inject(authed(tokens.access, { url: '/api/v1/user/details' }));
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ username: 'admin', is_superuser: true });
  });

  it('rejects a wrong password with the non-field message, in English and Arabic', async () => {
    const res = await post('/user/token/', { username: 'admin', password: 'nope' }, '10.1.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    const ar = await post('/user/token/', { username: 'nobody', password: 'x' }, '10.1.0.3', {
      'accept-language': 'ar-KW,ar;q=0.9',
    });
    expect(ar.json()).toEqual({ non_field_errors: ['تعذر تسجيل الدخول بالبيانات المقدمة.'] });
  });

  it('asks for missing fields by name', async () => {
    const res = await post('/user/token/', { password: 'x' }, '10.1.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['This field is required.'] });
    const both = await post('/user/token/', {}, '10.1.0.4');
    expect(both.json()).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('slows a guesser at one address without locking the account holder out elsewhere', async () => {
    const wrong = { username: 'door', password: 'bad' };
    const waits: string[] = [];
    let failures = 0;
    for (let tries = 0; failures < 6 && tries < 12; tries++) {
      const res = await post('/user/token/', wrong, '10.2.0.1');
      if (res.statusCode === 429) {
        waits.push(res.json().message);
        clock.advance(60_000);
        continue;
      }
      expect(res.statusCode).toBe(400);
      failures += 1;
    }
    expect(failures).toBe(6);
    // Three free failures, then a wait after each further one.
    expect(waits).toEqual([
      'Too many attempts. Try again in 1 second.',
      'Too many attempts. Try again in 2 seconds.',
    ]);
    // The colleague at another address is let in at once.
    expect((await post('/user/token/', DOOR, '10.2.0.2')).statusCode).toBe(200);
    // The same address waits out the growing wait (4 s after the sixth), in the user's language.
    const ar = await post('/user/token/', DOOR, '10.2.0.1', { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(429);
    expect(ar.json()).toEqual({ message: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد 4 ثوانٍ.' });
    clock.advance(4_000);
    expect((await post('/user/token/', DOOR, '10.2.0.1')).statusCode).toBe(200);
    // The success cleared that address's count: a new mistake is free again.
    expect((await post('/user/token/', wrong, '10.2.0.1')).statusCode).toBe(400);
    expect((await post('/user/token/', DOOR, '10.2.0.1')).statusCode).toBe(200);
  });

  it('slows answers for a username attacked from many addresses, and still lets the right password in', async () => {
    // Earlier failures on admin leave the 15-minute window.
    clock.advance(15 * 60_000);
    const before = clock.slept.length;
    for (let i = 0; i < 14; i++) {
      expect(
        (await post('/user/token/', { username: 'admin', password: 'bad' }, `10.6.${i}.1`)).statusCode,
      ).toBe(400);
    }
    expect((await post('/user/token/', ADMIN, '10.6.99.1')).statusCode).toBe(200);
    // The slow-down started after the free failures and grew; nothing was refused.
    expect(clock.slept.slice(before)).toEqual([250, 500, 750, 1000, 1250]);
  });

  it('refuses one address past its ceiling across usernames, counting an IPv6 /64 as one', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await post(
        '/user/token/',
        { username: `guess${i}`, password: 'bad' },
        `2001:db8:7::${i + 1}`,
      );
      expect(res.statusCode).toBe(400);
    }
    const refused = await post('/user/token/', ADMIN, '2001:db8:7::ffff');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Try again in 60 minutes.' });
    // Another /64 is another client.
    expect((await post('/user/token/', ADMIN, '2001:db8:8::1')).statusCode).toBe(200);
  });
});

describe('POST /user/token/refresh/', () => {
  it('rotates the refresh token and revokes the whole family when a used one comes back', async () => {
    const first = await login(app, ADMIN, '10.4.0.1');
    const rotated = await post('/user/token/refresh/', { refresh: first.refresh });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ access: string; refresh: string }>();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await app.inject(authed(second.access, { url: '/api/v1/user/details' }))).statusCode).toBe(200);

    const reused = await post('/user/token/refresh/', { refresh: first.refresh });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'The session has expired. Please log in again.' });
    // The thief's reuse also ends the legitimate holder's newer token.
    expect((await post('/user/token/refresh/', { refresh: second.refresh })).statusCode).toBe(401);

    // Another sign-in (another family) is untouched.
    const other = await login(app, ADMIN, '10.4.0.2');
    expect((await post('/user/token/refresh/', { refresh: other.refresh })).statusCode).toBe(200);
  });

  it('answers 401 to an unknown token and 400 to a missing one', async () => {
    expect((await post('/user/token/refresh/', { refresh: 'made-up' })).statusCode).toBe(401);
    const missing = await post('/user/token/refresh/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh: ['This field is required.'] });
  });
});

describe('forgot and reset password', () => {
  const SENT = { message: 'If the account exists, we have sent a password reset link to its email.' };

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const known = await post('/user/forgot_password', { username: 'door' });
    const unknown = await post('/user/forgot_password', { username: 'ghost' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(SENT);
    expect(unknown.body).toBe(known.body);
    expect(await outboxFor(DOOR.email)).toHaveLength(1);
    expect((await outboxFor()).every((m) => !m.body.includes('ghost'))).toBe(true);
  });

  it('resets the password end to end through the emailed link', async () => {
    const session = await login(app, ADMIN, '10.5.0.1');
    expect((await post('/user/forgot_password', { username: 'admin', lang: 'ar' })).statusCode).toBe(200);
    const [message] = await outboxFor(ADMIN.email);
    if (!message) throw new Error('no reset message');
    expect(message.subject).toBe('إعادة تعيين كلمة مرور جلف باي');
    const link = resetLink(message);
    expect(link.origin + link.pathname).toBe('http://pay.test/ar/reset-password');
    expect(link.searchParams.get('username')).toBe('admin');
    const token = link.searchParams.get('token') ?? '';

    const weak = await post('/user/reset_password', {
      username: 'admin',
      token,
      new_password: '12345',
      password_confirmation: '54321',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      new_password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
        'This password is entirely numeric.',
        'The password must contain at least 1 special character.',
        'The password must contain at least 1 uppercase letter.',
      ],
      password_confirmation: ["The two password fields didn't match."],
    });

    const fine = {
      username: 'admin',
      token,
      new_password: 'Saffron#Dhow77',
      password_confirmation: 'Saffron#Dhow77',
    };
    const done = await post('/user/reset_password', fine);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset.' });

    expect((await post('/user/token/', ADMIN, '10.5.0.2')).statusCode).toBe(400);
    superuser = { username: 'admin', password: 'Saffron#Dhow77' };
    const fresh = await login(app, superuser, '10.5.0.3');
    // Every older session is gone.
    expect((await post('/user/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    // The link works once.
    const again = await post('/user/reset_password', fine);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['The reset link is invalid or has expired.'] });

    const history = await app.inject(authed(fresh.access, { url: '/api/v1/user/actions?limit=50' }));
    const descriptions = history.json<Paginated<{ actor: string; description: string }>>().results;
    expect(descriptions).toContainEqual(
      expect.objectContaining({ actor: 'admin', description: 'Reset their password with an emailed link' }),
    );
    expect(descriptions).toContainEqual(
      expect.objectContaining({ actor: 'admin', description: 'Requested a password reset link' }),
    );
  });

  it('rejects a made-up token and a token for another user', async () => {
    await post('/user/forgot_password', { username: 'door' });
    const [message] = await outboxFor(DOOR.email);
    const token = message ? (resetLink(message).searchParams.get('token') ?? '') : '';
    const body = { new_password: 'Saffron#Dhow77', password_confirmation: 'Saffron#Dhow77' };
    for (const attempt of [
      { username: 'door', token: 'made-up' },
      { username: 'admin', token },
      { username: 'ghost', token },
    ]) {
      const res = await post('/user/reset_password', { ...attempt, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['The reset link is invalid or has expired.'] });
    }
  });

  it('refuses common passwords in disguise and passwords containing the username', async () => {
    await post('/user/forgot_password', { username: 'door' }, '10.8.0.1');
    const [message] = await outboxFor(DOOR.email);
    const token = message ? (resetLink(message).searchParams.get('token') ?? '') : '';
    const attempt = (password: string, lang = 'en') =>
      post(
        '/user/reset_password',
        { username: 'door', token, new_password: password, password_confirmation: password },
        '10.8.0.1',
        { 'accept-language': lang },
      );
    for (const password of ['Password1!', 'P@ssw0rd!', 'Admin#2026']) {
      const res = await attempt(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ new_password: ['This password is too common.'] });
    }
    // door's email is door@…: its local part is the same word.
    for (const password of ['Door#2026', 'Q#R00d2026']) {
      const res = await attempt(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json<{ new_password: string[] }>().new_password, password).toEqual(
        expect.arrayContaining([
          'The password must not contain the username, forwards or backwards.',
          'The password must not contain the name of the email address (before the @), forwards or backwards.',
        ]),
      );
    }
    const ar = await attempt('Q#R00d2026', 'ar');
    expect(ar.json<{ new_password: string[] }>().new_password).toContain(
      'يجب ألا تحتوي كلمة المرور على اسم المستخدم، لا كما هو ولا معكوسًا.',
    );
    // The link is still good for a password that breaks no rule.
    expect((await attempt('Lantern$Gate42')).statusCode).toBe(200);
  });

  it('throttles reset requests for one username from one address, known or not', async () => {
    for (const username of ['door', 'ghost']) {
      for (let i = 0; i < 4; i++) {
        expect((await post('/user/forgot_password', { username }, '10.7.0.1')).statusCode).toBe(200);
      }
      const refused = await post('/user/forgot_password', { username }, '10.7.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many attempts. Try again in 1 second.' });
    }
    expect((await post('/user/forgot_password', { username: 'door' }, '10.7.0.2')).statusCode).toBe(200);
  });

  it('requires every field of the reset form', async () => {
    const res = await post('/user/reset_password', { username: 'door' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      token: ['This field is required.'],
      new_password: ['This field is required.'],
      password_confirmation: ['This field is required.'],
    });
  });
});
