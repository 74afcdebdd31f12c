import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { StaffMember } from '../../../../src/domain/contracts/staff.ts';
import { ADMIN, authed, createTestApp, login, readOutbox } from '../../helper.ts';

const app = await createTestApp();
const owner = (await login(app, ADMIN, '10.81.0.1')).access;

const invite = (payload: object, lang = 'en') =>
  app.inject(
    authed(owner, {
      method: 'POST',
      url: '/api/v1/admin/staff/invite',
      payload,
      headers: { 'accept-language': lang },
    }),
  );

/** The set-password link of the newest email to `recipient`. */
async function linkSentTo(recipient: string) {
  const [message] = await readOutbox(app, recipient);
  const link = /https?:\/\/\S+/.exec(message?.body ?? '')?.[0];
  if (!link) throw new Error(`no link in the email to ${recipient}`);
  const url = new URL(link);
  return { message, url, token: url.searchParams.get('token') ?? '' };
}

const setPassword = (username: string, token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/reset_password',
    payload: { username, token, new_password: password, password_confirmation: password },
  });

describe('inviting a staff member', () => {
  it('creates an account nobody can sign in to until the emailed link sets its password, once', async () => {
    const res = await invite({
      username: 'cashier.noor',
      email: 'noor@example.kw',
      first_name: 'Noor',
      permissions: ['access_payment_request'],
      lang: 'ar',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'cashier.noor',
      first_name: 'Noor',
      is_superuser: false,
      is_active: true,
      permissions: ['access_payment_request'],
    });

    const { message, url, token } = await linkSentTo('noor@example.kw');
    // In the language the owner chose for the invitee, naming the merchant and the username.
    expect(url.pathname).toBe('/ar/reset-password');
    // The page greets an invitee rather than speaking of a reset.
    expect(url.searchParams.get('invite')).toBe('1');
    expect(message?.subject).toContain('دعوة');
    expect(message?.body).toContain('cashier.noor');

    const password = 'Falcon#Dune2026';
    const before = await app.inject({
      method: 'POST',
      url: '/api/v1/user/token/',
      payload: { username: 'cashier.noor', password },
      remoteAddress: '10.81.0.2',
    });
    expect(before.statusCode).toBe(400);
    const set = await setPassword('cashier.noor', token, password);
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login(app, { username: 'cashier.noor', password }, '10.81.0.3');
    const details = await app.inject(authed(signedIn.access, { url: '/api/v1/user/details' }));
    expect(details.json().permissions).toEqual(['access_payment_request']);
    // The link works once.
    expect((await setPassword('cashier.noor', token, 'Another#Pass2026')).statusCode).toBe(400);
  });

  it('refuses a taken username or email on their fields, an unknown permission, and non-owners', async () => {
    const taken = await invite({ username: ADMIN.username, email: ADMIN.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      username: ['This username is taken.'],
      email: ['Another member of your staff uses this email address.'],
    });
    expect((await invite({ username: 'has space', email: 'x@example.kw' })).statusCode).toBe(400);
    expect((await invite({ username: 'ok', email: 'ok@example.kw', permissions: ['root'] })).statusCode).toBe(
      400,
    );
    const list = await app.inject(authed(owner, { url: '/api/v1/admin/staff?q=ok%40' }));
    expect(list.json<Paginated<StaffMember>>().count).toBe(0);
  });
});

describe("an owner's changes to a staff member", () => {
  it('sends a reset link to an active account, and refuses one for a deactivated account', async () => {
    const created = (await invite({ username: 'cook.sara', email: 'sara@example.kw' })).json<StaffMember>();
    const reset = await app.inject(
      authed(owner, { method: 'POST', url: `/api/v1/admin/staff/${created.id}/reset-password` }),
    );
    expect(reset.statusCode).toBe(202);
    const { message, url } = await linkSentTo('sara@example.kw');
    expect(message?.subject).toBe('Reset your Gulf Pay password');
    expect(url.pathname).toBe('/en/reset-password');
    expect(url.searchParams.has('invite')).toBe(false);

    await app.inject(authed(owner, { method: 'POST', url: `/api/v1/admin/staff/${created.id}/deactivate` }));
    const refused = await app.inject(
      authed(owner, { method: 'POST', url: `/api/v1/admin/staff/${created.id}/reset-password` }),
    );
    expect(refused.statusCode).toBe(409);
  });

  it('resends an invitation in the language the owner chose for it, whatever page language resends it', async () => {
    const invited = await invite({ username: 'kitchen.hind', email: 'hind@example.kw', lang: 'ar' });
    const resent = await app.inject(
      authed(owner, {
        method: 'POST',
        url: `/api/v1/admin/staff/${invited.json<StaffMember>().id}/resend-invitation`,
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await readOutbox(app, 'hind@example.kw')).toHaveLength(2);
    const { message, url } = await linkSentTo('hind@example.kw');
    expect(url.pathname).toBe('/ar/reset-password');
    expect(message?.subject).toContain('دعوة');
  });

  it('gives one username or email to one member when owners invite at the same moment', async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const username = `door.${round}`;
      const sameName = await Promise.all(
        Array.from({ length: 6 }, (_, at) => invite({ username, email: `door.${round}.${at}@example.kw` })),
      );
      expect(sameName.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      for (const refused of sameName.filter((answer) => answer.statusCode !== 201)) {
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toEqual({ username: ['This username is taken.'] });
      }

      const email = `till.${round}@example.kw`;
      const sameEmail = await Promise.all(
        Array.from({ length: 6 }, (_, at) => invite({ username: `till.${round}.${at}`, email })),
      );
      expect(sameEmail.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      for (const refused of sameEmail.filter((answer) => answer.statusCode !== 201)) {
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toEqual({ email: ['Another member of your staff uses this email address.'] });
      }
    }
  });

  it('changes permissions and ownership; the last active owner stays one', async () => {
    const created = (await invite({ username: 'finance.ali', email: 'ali@example.kw' })).json<StaffMember>();
    const patch = (id: number, payload: object) =>
      app.inject(authed(owner, { method: 'PATCH', url: `/api/v1/admin/staff/${id}`, payload }));
    const granted = await patch(created.id, {
      permissions: ['refund_paymenttransaction', 'view_export_settings'],
    });
    expect(granted.json().permissions).toEqual(['refund_paymenttransaction', 'view_export_settings']);

    const me = (await app.inject(authed(owner, { url: '/api/v1/user/details' }))).json<{ id: number }>();
    const demoted = await patch(me.id, { is_superuser: false });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({
      message: 'The last active owner cannot be deactivated or stop being an owner.',
    });

    expect((await patch(created.id, { is_superuser: true })).json().is_superuser).toBe(true);
    expect((await patch(me.id, { is_superuser: false })).json().is_superuser).toBe(false);
    // No longer an owner: the admin routes refuse them from their next request.
    expect((await app.inject(authed(owner, { url: '/api/v1/admin/staff' }))).statusCode).toBe(403);
  });
});
