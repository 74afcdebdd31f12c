import { describe, expect, it } from 'vitest';
import type { AdminActivityEntry } from '../../../../src/domain/contracts/admin-activity.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { Role } from '../../../../src/domain/contracts/roles.ts';
import type { StaffMember } from '../../../../src/domain/contracts/staff.ts';
import { ADMIN, authed, createTestApp, login, readOutbox } from '../../helper.ts';

const app = await createTestApp();
const owner = (await login(app, ADMIN, '10.82.0.1')).access;

const post = (url: string, payload?: object) =>
  app.inject(authed(owner, { method: 'POST', url: `/api/v1/admin/staff${url}`, payload }));

async function invite(username: string): Promise<StaffMember> {
  const res = await post('/invite', { username, email: `${username}@example.kw` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StaffMember>();
}

/** The token of each set-password link emailed to `recipient`, newest first. */
async function tokensSentTo(recipient: string): Promise<string[]> {
  const messages = await readOutbox(app, recipient);
  return messages.map((message) => {
    const link = /https?:\/\/\S+/.exec(message.body)?.[0] ?? '';
    return new URL(link).searchParams.get('token') ?? '';
  });
}

const setPassword = (username: string, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/reset_password',
    payload: { username, token, new_password: 'Falcon#Dune2026', password_confirmation: 'Falcon#Dune2026' },
  });

async function staffRow(username: string): Promise<StaffMember | undefined> {
  const res = await app.inject(authed(owner, { url: `/api/v1/admin/staff?q=${username}` }));
  return res.json<Paginated<StaffMember>>().results.find((row) => row.username === username);
}

async function newestEntry(): Promise<AdminActivityEntry | undefined> {
  const res = await app.inject(
    authed(owner, { url: `/api/v1/admin/activity?actor=${ADMIN.username}&area=administration&limit=1` }),
  );
  return res.json<Paginated<AdminActivityEntry>>().results[0];
}

describe("an owner's edit of a member in the Admin log", () => {
  it('records each changed field before and after, and nothing for a change to the same values', async () => {
    const member = await invite('history.huda');
    const res = await app.inject(
      authed(owner, {
        method: 'PATCH',
        url: `/api/v1/admin/staff/${member.id}`,
        payload: {
          first_name: 'Huda',
          last_name: '',
          email: 'huda@example.kw',
          is_superuser: false,
          permissions: ['view_export_settings', 'access_payment_request'],
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await newestEntry()).toMatchObject({
      area: 'administration',
      description: 'Edited the details of history.huda',
      changes: [
        { field: 'first_name', before: null, after: 'Huda' },
        { field: 'email', before: 'history.huda@example.kw', after: 'huda@example.kw' },
        { field: 'permissions', before: [], after: ['access_payment_request', 'view_export_settings'] },
      ],
    });
    const again = await app.inject(
      authed(owner, {
        method: 'PATCH',
        url: `/api/v1/admin/staff/${member.id}`,
        payload: { first_name: 'Huda', permissions: ['access_payment_request', 'view_export_settings'] },
      }),
    );
    expect(again.statusCode).toBe(200);
    expect((await newestEntry())?.changes).toHaveLength(3);
  });

  it('names a role change by the roles, not their ids, with the permissions it brought', async () => {
    const member = await invite('history.omar');
    const roles = await app.inject(authed(owner, { url: '/api/v1/admin/roles?limit=100' }));
    const cashier = roles.json<Paginated<Role>>().results.find((role) => role.preset === 'cashier');
    const night = await app.inject(
      authed(owner, {
        method: 'POST',
        url: '/api/v1/admin/roles',
        payload: { name: 'Night till', permissions: ['access_payment_request'] },
      }),
    );
    const pick = (role_id: number | undefined) =>
      app.inject(
        authed(owner, { method: 'PATCH', url: `/api/v1/admin/staff/${member.id}`, payload: { role_id } }),
      );
    expect((await pick(cashier?.id)).statusCode).toBe(200);
    expect(await newestEntry()).toMatchObject({
      changes: [
        { field: 'role', before: null, after: 'cashier' },
        { field: 'permissions', before: [], after: ['access_payment_request'] },
      ],
    });
    expect((await pick(night.json<Role>().id)).statusCode).toBe(200);
    expect((await newestEntry())?.changes).toEqual([
      { field: 'role', before: 'cashier', after: 'Night till' },
    ]);
  });
});

describe('an open invitation', () => {
  it('shows as invited until the invitee chooses a password, and then can be neither resent nor withdrawn', async () => {
    const member = await invite('invitee.reem');
    expect(member.invited).toBe(true);
    expect((await staffRow('admin'))?.invited).toBe(false);
    const [token = ''] = await tokensSentTo('invitee.reem@example.kw');
    expect((await setPassword('invitee.reem', token)).statusCode).toBe(200);
    expect((await staffRow('invitee.reem'))?.invited).toBe(false);
    expect((await post(`/${member.id}/resend-invitation`)).statusCode).toBe(409);
    const withdraw = await post(`/${member.id}/withdraw-invitation`);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json()).toEqual({
      message: 'This person has already chosen a password: their invitation is closed.',
    });
  });

  it('is resent with a new link, and the earlier link stops working', async () => {
    const member = await invite('invitee.fahad');
    const [first = ''] = await tokensSentTo('invitee.fahad@example.kw');
    const resent = await post(`/${member.id}/resend-invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<StaffMember>().invited).toBe(true);
    const [second = '', older] = await tokensSentTo('invitee.fahad@example.kw');
    expect(older).toBe(first);
    expect(second).not.toBe(first);
    expect((await newestEntry())?.description).toBe('Sent invitee.fahad a new invitation link');
    expect((await setPassword('invitee.fahad', first)).statusCode).toBe(400);
    expect((await setPassword('invitee.fahad', second)).statusCode).toBe(200);
  });

  it('is withdrawn by removing the account: its link stops working and its username is free again', async () => {
    const member = await invite('invitee.salem');
    const [token = ''] = await tokensSentTo('invitee.salem@example.kw');
    const withdrawn = await post(`/${member.id}/withdraw-invitation`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await staffRow('invitee.salem')).toBeUndefined();
    expect((await newestEntry())?.description).toBe('Withdrew the invitation of invitee.salem');
    expect((await setPassword('invitee.salem', token)).statusCode).toBe(400);
    expect((await post(`/${member.id}/withdraw-invitation`)).statusCode).toBe(404);
    expect((await invite('invitee.salem')).invited).toBe(true);
  });
});
