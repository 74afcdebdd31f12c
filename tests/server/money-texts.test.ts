import { describe, expect, it } from 'vitest';
import { moneyVar, translate } from '../../server/lib/i18n.ts';
import type { AttemptResult, PayResponse } from '../../src/domain/contracts/payments.ts';
import { ADMIN, authed, createTestApp, login, readOutbox } from './helper.ts';
import { createRequest, PR, pay, pressSandbox } from './modules/payments/fixtures.ts';

const app = await createTestApp({ smtpUrl: null });
// The sandbox gateway calls back over real HTTP, so the app listens on a loopback port.
await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await login(app, ADMIN);

/** The one money format in Arabic: amount then code, between FSI and PDI. */
const arabic = (text: string) => `\u2068${text}\u2069`;

describe('money in the texts the server writes', () => {
  it('emails the payment link and logs it with the code after the amount, isolated in Arabic only', async () => {
    const created = await createRequest(app, admin.access, {
      amount: '1250.500',
      customer_email: 'money-texts@example.kw',
    });
    const send = (lang: string) =>
      app.inject(
        authed(admin.access, {
          method: 'POST',
          url: `${PR}/${created.id}/send`,
          payload: { channel: 'email', lang },
        }),
      );
    expect((await send('ar')).statusCode).toBe(200);
    expect((await send('en')).statusCode).toBe(200);
    const bodies = (await readOutbox(app, 'money-texts@example.kw')).map((message) => message.body ?? '');
    const ar = bodies.find((body) => body.includes('/ar/'));
    const en = bodies.find((body) => body.includes('/en/'));
    expect(ar).toContain(`دفع ${arabic('1,250.500 KWD')}.`);
    expect(en).toContain('asks you to pay 1,250.500 KWD.');
    expect(en).not.toContain('\u2068');

    const log = await app.inject(
      authed(admin.access, { url: '/api/v1/user/actions?limit=50', headers: { 'accept-language': 'ar' } }),
    );
    const descriptions = log
      .json<{ results: { description: string }[] }>()
      .results.map((row) => row.description);
    expect(descriptions).toContain(`أنشأ طلب الدفع ${created.id} بمبلغ ${arabic('1,250.500 KWD')}`);
  });

  it('writes the hosted gateway page, the result and the receipt the same way', async () => {
    const created = await createRequest(app, admin.access);
    const started = (
      await pay(app, created.id, { gateway_code: 'kpay' }, 'money-1', 'ar')
    ).json<PayResponse>();
    const page = await app.inject({ url: `/gateway/sandbox/${started.attempt_id}` });
    expect(page.body).toContain(arabic('10.200 KWD'));
    await pressSandbox(app, started.attempt_id, 'approve');

    const result = await app.inject({
      url: `${PR}/details/${started.attempt_id}`,
      headers: { 'accept-language': 'ar' },
    });
    const values = Object.values(result.json<AttemptResult>().payment_details);
    expect(values).toEqual(
      expect.arrayContaining([arabic('10.000 KWD'), arabic('0.200 KWD'), arabic('10.200 KWD')]),
    );

    const receipt = await app.inject({ url: `${PR}/receipt/${started.attempt_id}?lang=ar` });
    // The receipt's own choice of Arabic-Indic digits, inside the same isolate.
    expect(receipt.body).toContain(arabic('10.200 KWD'));
  });

  it('formats amounts inside error messages for the language they are read in', () => {
    const min = moneyVar(1000, 'KWD');
    expect(translate('en', 'amount.below_min', { min })).toBe('The amount must be at least 1.000 KWD.');
    expect(translate('ar', 'amount.below_min', { min })).toBe(
      `يجب ألا يقل المبلغ عن ${arabic('1.000 KWD')}.`,
    );
  });
});
