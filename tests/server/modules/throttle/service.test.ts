import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../server/lib/errors.ts';
import { translate } from '../../../../server/lib/i18n.ts';
import { clientKey } from '../../../../server/modules/throttle/address.ts';
import { type Attempt, THROTTLE_POLICIES, Throttle } from '../../../../server/modules/throttle/service.ts';
import { FakeClock } from '../../fake-clock.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp();
const SIGN_IN = THROTTLE_POLICIES.login;

function setup() {
  const clock = new FakeClock();
  return { clock, throttle: new Throttle(app.db, clock) };
}

const fail = () => Promise.reject(new Error('wrong password'));
const succeed = () => Promise.resolve('signed in');

/** The outcome of one guarded attempt: 'ran', or the 429 message in English. */
async function attempt(throttle: Throttle, who: Attempt, run: () => Promise<unknown> = fail) {
  try {
    await throttle.guard(who, run);
    return 'ran';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'ran';
    expect(error.statusCode).toBe(429);
    return translate('en', error.messageKey?.key ?? '', error.messageKey?.vars);
  }
}

describe('client keys', () => {
  it('counts IPv6 by its /64 and IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:db8::2'));
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:0DB8:0000:0000:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1::1')).not.toBe(clientKey('2001:db8::1'));
    expect(clientKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('::ffff:a01:203')).toBe('10.1.2.3');
    expect(clientKey('10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('fe80::1%eth0')).toBe(clientKey('fe80::2'));
  });
});

describe('one subject from one client: growing waits', () => {
  it('lets a few failures through, then doubles the wait after each one, up to 15 minutes', async () => {
    const { clock, throttle } = setup();
    const who: Attempt = { scope: 'login', subject: 'grow', ip: '10.20.0.1' };
    const waitsAfterEachFailure = [0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900];
    const messages: string[] = [];
    for (const seconds of waitsAfterEachFailure) {
      expect(await attempt(throttle, who)).toBe('ran');
      if (seconds === 0) continue;
      // Even the right password waits; the wait holds to its last millisecond.
      messages.push(await attempt(throttle, who, succeed));
      clock.advance(seconds * 1000 - 1);
      expect(await attempt(throttle, who, succeed), `${seconds}`).not.toBe('ran');
      clock.advance(1);
    }
    expect(messages.map((message) => message.replace('Too many attempts. Try again in ', ''))).toEqual([
      '1 second.',
      '2 seconds.',
      '4 seconds.',
      '8 seconds.',
      '16 seconds.',
      '32 seconds.',
      '2 minutes.',
      '3 minutes.',
      '5 minutes.',
      '9 minutes.',
      '15 minutes.',
      '15 minutes.',
    ]);
    expect(await attempt(throttle, who, succeed)).toBe('ran');
  });

  it('counts 2001:db8::1 and 2001:db8::2 together, 2001:db8:1::1 apart', async () => {
    const { throttle } = setup();
    const from = (ip: string): Attempt => ({ scope: 'login', subject: 'six', ip });
    for (let i = 0; i < SIGN_IN.pair.freeFailures + 1; i++) {
      expect(await attempt(throttle, from(i % 2 ? '2001:db8::1' : '2001:db8::2'))).toBe('ran');
    }
    expect(await attempt(throttle, from('2001:db8::2'), succeed)).toMatch(/Try again in 1 second/);
    expect(await attempt(throttle, from('2001:db8:1::1'), succeed)).toBe('ran');
  });

  it('a success clears the count, and failures a day old are forgotten', async () => {
    const { clock, throttle } = setup();
    const who: Attempt = { scope: 'login', subject: 'clears', ip: '10.20.0.3' };
    for (let i = 0; i < 4; i++) await attempt(throttle, who);
    clock.advance(1000);
    expect(await attempt(throttle, who, succeed)).toBe('ran');
    for (let i = 0; i < 4; i++) expect(await attempt(throttle, who)).toBe('ran');
    clock.advance(SIGN_IN.pair.forgetAfterMs + 1);
    for (let i = 0; i < 4; i++) expect(await attempt(throttle, who)).toBe('ran');
  });

  it('counts parallel attempts before judging them, so they cannot all slip through', async () => {
    const { throttle } = setup();
    const who: Attempt = { scope: 'login', subject: 'parallel', ip: '10.20.0.4' };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempt(throttle, who)));
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(SIGN_IN.pair.freeFailures + 1);
  });

  it('lets the right password through on two instances at once, though their clocks differ a little', async () => {
    // A double-clicked sign-in reaching two instances; the second's clock is 5 ms behind.
    const ahead = setup();
    const behind = new Throttle(app.db, new FakeClock(ahead.clock.now().getTime() - 5));
    const who: Attempt = { scope: 'login', subject: 'twice', ip: '10.20.0.9' };
    let second = '';
    const first = await attempt(ahead.throttle, who, async () => {
      second = await attempt(behind, who, succeed);
    });
    expect([first, second]).toEqual(['ran', 'ran']);
  });

  it('keeps scopes apart', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) await attempt(throttle, { scope: 'login', subject: 'x', ip: '10.20.0.5' });
    expect(await attempt(throttle, { scope: 'forgot_password', subject: 'x', ip: '10.20.0.5' })).toBe('ran');
  });
});

describe('one subject from anywhere: a slow-down, never a refusal', () => {
  it('delays each attempt past the free ones a little more, up to 2 seconds', async () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 30; i++) {
      expect(await attempt(throttle, { scope: 'login', subject: 'target', ip: `10.21.0.${i}` })).toBe('ran');
    }
    const free = SIGN_IN.subject.freeFailures;
    expect(clock.slept).toEqual(
      Array.from({ length: 30 - free }, (_, i) => Math.min(2000, (i + 1) * SIGN_IN.subject.delayStepMs)),
    );
    expect(await attempt(throttle, { scope: 'login', subject: 'target', ip: '10.21.1.1' }, succeed)).toBe(
      'ran',
    );
    expect(clock.slept.at(-1)).toBe(2000);
  });
});

describe('one client across subjects: a looser ceiling', () => {
  it(`refuses past ${SIGN_IN.client.maxFailures} failures in an hour, whatever the username`, async () => {
    const { clock, throttle } = setup();
    const from = (subject: string, ip = '2001:db8:5::1'): Attempt => ({ scope: 'login', subject, ip });
    for (let i = 0; i < SIGN_IN.client.maxFailures; i++) {
      expect(await attempt(throttle, from(`user${i}`, `2001:db8:5::${i.toString(16)}`))).toBe('ran');
    }
    expect(await attempt(throttle, from('someone-else'), succeed)).toBe(
      'Too many attempts. Try again in 60 minutes.',
    );
    expect(await attempt(throttle, from('someone-else', '2001:db8:6::1'), succeed)).toBe('ran');
    clock.advance(SIGN_IN.client.windowMs);
    expect(await attempt(throttle, from('someone-else'), succeed)).toBe('ran');
  });

  it('does not count successes against the ceiling', async () => {
    const { throttle } = setup();
    for (let i = 0; i < SIGN_IN.client.maxFailures + 20; i++) {
      expect(await attempt(throttle, { scope: 'login', subject: `ok${i}`, ip: '10.22.0.1' }, succeed)).toBe(
        'ran',
      );
    }
  });
});

describe('messages', () => {
  it('read right for one and for many, in English and Arabic', () => {
    const say = (lang: 'en' | 'ar', key: string, count: number) =>
      translate(lang, `throttle.retry_${key}`, { count });
    expect(say('en', 'seconds', 1)).toBe('Too many attempts. Try again in 1 second.');
    expect(say('en', 'minutes', 1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(say('en', 'minutes', 15)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(say('ar', 'minutes', 1)).toBe('محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.');
    expect(say('ar', 'minutes', 2)).toBe('محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.');
    expect(say('ar', 'seconds', 4)).toBe('محاولات كثيرة جدًا. حاول مرة أخرى بعد 4 ثوانٍ.');
    expect(say('ar', 'minutes', 15)).toBe('محاولات كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.');
  });
});

describe('pruning', () => {
  it('drops counters idle for a day', async () => {
    const { clock, throttle } = setup();
    await attempt(throttle, { scope: 'voucher', subject: null, ip: '10.23.0.1' });
    clock.advance(25 * 60 * 60_000);
    expect(await throttle.prune()).toBeGreaterThan(0);
    expect(await throttle.prune()).toBe(0);
  });
});
