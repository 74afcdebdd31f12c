import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../../src/domain/contracts/auth.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { StaffMember } from '../../../../src/domain/contracts/staff.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createShop } from '../transactions/fixtures.ts';

const app = await createTestApp();
const PASSWORD = 'Test#Pass2026';

const MEMBERS = ['owner', 'partner', 'cashier', 'cook'] as const;
type Member = (typeof MEMBERS)[number];

/** A shop of its own: two owners, a cashier and a cook, by id and username. */
async function team() {
  const shop = await createShop(app, {
    owner: 'superuser',
    partner: 'superuser',
    cashier: ['access_payment_request'],
    cook: ['scan_foodorder'],
  });
  const list = await staffList(app, await shop.token('owner'), '');
  const member = (name: Member) => {
    const found = list.results.find((row) => row.username.startsWith(`${name}-`));
    if (!found) throw new Error(`${name} is not on the list`);
    return found;
  };
  const userIds = Object.fromEntries(MEMBERS.map((name) => [name, member(name).id])) as Record<
    Member,
    number
  >;
  const usernames = Object.fromEntries(MEMBERS.map((name) => [name, member(name).username])) as Record<
    Member,
    string
  >;
  return { token: shop.token, userIds, usernames };
}

async function staffList(app: FastifyInstance, token: string, query: string) {
  const res = await app.inject(authed(token, { url: `/api/v1/admin/staff${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paginated<StaffMember>>();
}

const act = (token: string, id: number, action: 'deactivate' | 'reactivate', lang = 'en') =>
  app.inject(
    authed(token, {
      method: 'POST',
      url: `/api/v1/admin/staff/${id}/${action}`,
      headers: { 'accept-language': lang },
    }),
  );

let address = 0;
const signIn = (username: string): Promise<LoginResponse> => {
  address += 1;
  return login(app, { username, password: PASSWORD }, `10.77.${address}.1`);
};

describe('the staff list', () => {
  it("shows the owner's own merchant only, by username, searchable by name, username or email", async () => {
    const shop = await team();
    const owner = await shop.token('owner');
    const all = await staffList(app, owner, '');
    expect(all.count).toBe(4);
    expect(all.results.map((member) => member.username.split('-')[0])).toEqual([
      'cashier',
      'cook',
      'owner',
      'partner',
    ]);
    expect(all.results.every((member) => member.is_active)).toBe(true);
    expect(all.results.some((member) => member.username === ADMIN.username)).toBe(false);
    // Search: case and LIKE wildcards are taken literally.
    expect((await staffList(app, owner, '?q=COOK')).results.map((m) => m.id)).toEqual([shop.userIds.cook]);
    expect((await staffList(app, owner, `?q=${encodeURIComponent('@example')}`)).count).toBe(4);
    expect((await staffList(app, owner, '?q=%25')).count).toBe(0);
    expect(JSON.stringify(all)).not.toContain('password');
  });

  it('is for owners only', async () => {
    const shop = await team();
    const res = await app.inject(authed(await shop.token('cashier'), { url: '/api/v1/admin/staff' }));
    expect(res.statusCode).toBe(403);
  });
});

describe('editing a staff member', () => {
  it('changes names and email, records it, and refuses a bad or taken address on its field', async () => {
    const shop = await team();
    const owner = await shop.token('owner');
    const patch = (payload: object, id = shop.userIds.cook) =>
      app.inject(authed(owner, { method: 'PATCH', url: `/api/v1/admin/staff/${id}`, payload }));

    const edited = await patch({ first_name: ' Layla ', last_name: 'Al-Sabah', email: 'layla@example.kw' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      first_name: 'Layla',
      last_name: 'Al-Sabah',
      email: 'layla@example.kw',
    });
    expect((await patch({ first_name: '' })).json().first_name).toBeNull();

    const bad = await patch({ email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('email');
    const taken = await patch({ email: 'LAYLA@example.kw' }, shop.userIds.cashier);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ['Another member of your staff uses this email address.'] });

    const actions = await app.inject(authed(owner, { url: '/api/v1/user/actions?limit=5' }));
    expect(actions.json().results[0].description).toBe(`Edited the details of ${shop.usernames.cook}`);
  });

  it("does not find another merchant's account", async () => {
    const shop = await team();
    const res = await app.inject(
      authed(await shop.token('owner'), {
        method: 'PATCH',
        url: '/api/v1/admin/staff/1',
        payload: { first_name: 'X' },
      }),
    );
    expect(res.statusCode).toBe(404);
    expect((await act(await shop.token('owner'), 1, 'deactivate')).statusCode).toBe(404);
  });
});

describe('deactivating and reactivating', () => {
  it('ends every session at once: the next request with the access token, and the refresh token, answer 401', async () => {
    const shop = await team();
    const cook = await signIn(shop.usernames.cook);
    const details = () => app.inject(authed(cook.access, { url: '/api/v1/user/details' }));
    expect((await details()).statusCode).toBe(200);

    const res = await act(await shop.token('owner'), shop.userIds.cook, 'deactivate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().is_active).toBe(false);

    // The access token has not expired, and is refused anyway.
    expect((await details()).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/user/token/refresh/',
      payload: { refresh: cook.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    // Signing in again is refused like a wrong password: the answer reveals nothing more.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/user/token/',
      payload: { username: shop.usernames.cook, password: PASSWORD },
      remoteAddress: '10.78.0.1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [expect.any(String)] });
    expect(
      (await staffList(app, await shop.token('owner'), '?status=inactive')).results.map((m) => m.id),
    ).toEqual([shop.userIds.cook]);

    const back = await act(await shop.token('owner'), shop.userIds.cook, 'reactivate');
    expect(back.json().is_active).toBe(true);
    // The old sessions stay ended; the password opens a new one.
    expect((await details()).statusCode).toBe(401);
    const fresh = await signIn(shop.usernames.cook);
    expect((await app.inject(authed(fresh.access, { url: '/api/v1/user/details' }))).statusCode).toBe(200);

    const actions = await app.inject(
      authed(await shop.token('owner'), { url: '/api/v1/user/actions?limit=5' }),
    );
    expect(actions.json().results.map((entry: { description: string }) => entry.description)).toEqual(
      expect.arrayContaining([`Deactivated ${shop.usernames.cook}`, `Reactivated ${shop.usernames.cook}`]),
    );
  });

  it('never deactivates oneself or the last active owner, in the asker language', async () => {
    const shop = await team();
    const owner = await shop.token('owner');
    const self = await act(owner, shop.userIds.owner, 'deactivate', 'ar');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: 'لا يمكنك إلغاء تفعيل حسابك.' });

    // Two owners: one may deactivate the other, who is then the last one left.
    expect((await act(owner, shop.userIds.partner, 'deactivate')).statusCode).toBe(200);
    const partnerBack = await act(owner, shop.userIds.partner, 'reactivate');
    expect(partnerBack.statusCode).toBe(200);
    const partner = await signIn(shop.usernames.partner);
    expect((await act(partner.access, shop.userIds.owner, 'deactivate')).statusCode).toBe(200);
    const last = await act(partner.access, shop.userIds.partner, 'deactivate');
    expect(last.statusCode).toBe(409);
  });

  it('takes two owners deactivating each other at once in turn: one owner is always left', async () => {
    const shop = await team();
    const owner = await signIn(shop.usernames.owner);
    const partner = await signIn(shop.usernames.partner);
    const [byOwner, byPartner] = await Promise.all([
      act(owner.access, shop.userIds.partner, 'deactivate'),
      act(partner.access, shop.userIds.owner, 'deactivate'),
    ]);
    // One wins; the other finds itself deactivated (401) or the last owner left (409).
    const statuses = [byOwner.statusCode, byPartner.statusCode].sort();
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(statuses);
    const survivor = byOwner.statusCode === 200 ? shop.usernames.owner : shop.usernames.partner;
    const active = await staffList(app, (await signIn(survivor)).access, '?status=active');
    expect(active.results.filter((member) => member.is_superuser).map((m) => m.username)).toEqual([survivor]);
  });
});

describe('the status filter', () => {
  it('tells invitees (no password chosen yet) apart from active and deactivated members', async () => {
    const shop = await team();
    const owner = await shop.token('owner');
    const invited = await app.inject(
      authed(owner, {
        method: 'POST',
        url: '/api/v1/admin/staff/invite',
        payload: {
          username: `invitee-${shop.userIds.owner}`,
          email: `invitee-${shop.userIds.owner}@example.kw`,
        },
      }),
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const invitee = invited.json<StaffMember>().id;
    expect((await act(owner, shop.userIds.cook, 'deactivate')).statusCode).toBe(200);

    const ids = async (status: string) =>
      (await staffList(app, owner, `?status=${status}`)).results.map((member) => member.id).sort();
    expect(await ids('invited')).toEqual([invitee]);
    expect(await ids('active')).toEqual(
      [shop.userIds.owner, shop.userIds.partner, shop.userIds.cashier].sort(),
    );
    expect(await ids('inactive')).toEqual([shop.userIds.cook]);

    // A deactivated invitee is deactivated, not invited: every member is in one status.
    expect((await act(owner, invitee, 'deactivate')).statusCode).toBe(200);
    expect(await ids('invited')).toEqual([]);
    expect(await ids('inactive')).toEqual([shop.userIds.cook, invitee].sort());

    const unknown = await app.inject(authed(owner, { url: '/api/v1/admin/staff?status=pending' }));
    expect(unknown.statusCode).toBe(400);
  });
});
