import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { createPresetRoles } from '../../../../server/modules/roles/service.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { Role } from '../../../../src/domain/contracts/roles.ts';
import type { StaffMember } from '../../../../src/domain/contracts/staff.ts';
import { PRESET_GRANTS, ROLE_PRESETS } from '../../../../src/domain/roles.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from '../../helper.ts';
import { createShop } from '../transactions/fixtures.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN, '10.82.0.1')).access;

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject(authed(token, { method, url: `/api/v1/admin/${url}`, payload }));

async function roles(token: string): Promise<Role[]> {
  const res = await call(token, 'GET', 'roles?limit=1000');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paginated<Role>>().results;
}

const byPreset = async (token: string, preset: string) => {
  const found = (await roles(token)).find((role) => role.preset === preset);
  if (!found) throw new Error(`no ${preset} role`);
  return found;
};

/** A shop of its own with its presets: an owner on the Owner role, and a member without a role. */
async function shop(extra: Record<string, 'superuser' | string[]> = {}) {
  const created = await createShop(app, { owner: 'superuser', clerk: ['access_payment_request'], ...extra });
  const presets = await createPresetRoles(app.db, created.merchantId);
  const owner = presets.find((role) => role.preset === 'owner');
  await queryable(app.db)
    .updateTable('users')
    .set({ role_id: owner?.id })
    .where('id', '=', created.userIds.owner as number)
    .execute();
  return { ...created, presets };
}

const permissionsOf = async (id: number) =>
  (
    await queryable(app.db)
      .selectFrom('users')
      .select(['permissions', 'is_superuser', 'role_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).permissions;

const lastEntry = () =>
  queryable(app.db)
    .selectFrom('activity_log')
    .select(['action', 'params'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

describe('preset roles', () => {
  it('every merchant has them, in order, with their fixed access and member counts', async () => {
    const list = await roles(admin);
    expect(list.map((role) => role.preset)).toEqual(ROLE_PRESETS);
    for (const role of list) {
      const preset = PRESET_GRANTS[role.preset as (typeof ROLE_PRESETS)[number]];
      expect(role).toMatchObject({ name: null, ...preset, permissions: [...preset.permissions] });
    }
    // The seed puts its accounts on them: the admin is the Owner, the door account on Door.
    expect(list.find((role) => role.preset === 'owner')?.member_count).toBe(1);
    expect(list.find((role) => role.preset === 'door')?.member_count).toBe(1);

    const other = await shop();
    const theirs = await roles(await other.token('owner'));
    expect(theirs.map((role) => role.preset)).toEqual(ROLE_PRESETS);
    expect(theirs.map((role) => role.id)).not.toContain(list[0]?.id);
  });

  it('cannot be renamed, changed or deleted', async () => {
    const finance = await byPreset(admin, 'finance');
    const patch = await call(admin, 'PATCH', `roles/${finance.id}`, { permissions: [] });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual({ message: expect.stringContaining('preset role') });
    const removal = await app.inject(
      authed(admin, {
        method: 'DELETE',
        url: `/api/v1/admin/roles/${finance.id}`,
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toContain('دور جاهز');
    expect(await byPreset(admin, 'finance')).toEqual(finance);
  });

  it('puts the seeded door account on Door without changing what it may do', async () => {
    const door = await login(app, DOOR, '10.82.0.2');
    const details = await app.inject(authed(door.access, { url: '/api/v1/user/details' }));
    expect(details.json()).toMatchObject({ is_superuser: false, permissions: ['scan_eventbooking'] });
    const staff = await call(admin, 'GET', 'staff?q=door');
    expect(staff.json<Paginated<StaffMember>>().results[0]?.role).toMatchObject({
      preset: 'door',
      name: null,
    });
  });
});

describe('custom roles', () => {
  it('are created, renamed, changed and deleted, each change in the history with before and after', async () => {
    const created = await call(admin, 'POST', 'roles', {
      name: ' Shift lead ',
      permissions: ['access_payment_request', 'refund_paymenttransaction'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json<Role>();
    expect(role).toMatchObject({ name: 'Shift lead', preset: null, is_superuser: false, member_count: 0 });
    expect((await roles(admin)).at(-1)?.id).toBe(role.id);

    const taken = await call(admin, 'POST', 'roles', { name: 'SHIFT LEAD', permissions: [] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: ['Another role has this name.'] });
    expect((await call(admin, 'POST', 'roles', { name: '   ', permissions: [] })).statusCode).toBe(400);
    expect((await call(admin, 'POST', 'roles', { name: 'X', permissions: ['fly'] })).statusCode).toBe(400);

    const renamed = await call(admin, 'PATCH', `roles/${role.id}`, {
      name: 'Senior cashier',
      permissions: ['access_payment_request'],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Senior cashier', permissions: ['access_payment_request'] });
    expect(await lastEntry()).toEqual({
      action: 'activity.role_edited',
      params: {
        name: 'Senior cashier',
        changes: [
          { field: 'name', before: 'Shift lead', after: 'Senior cashier' },
          {
            field: 'permissions',
            before: ['access_payment_request', 'refund_paymenttransaction'],
            after: ['access_payment_request'],
          },
        ],
      },
    });

    // The history reads as a sentence; the list of changes is kept beside it.
    const history = await app.inject(authed(admin, { url: '/api/v1/user/actions?limit=1' }));
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().results[0].description).toBe('Changed the role Senior cashier');

    const removed = await call(admin, 'DELETE', `roles/${role.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await roles(admin)).map((each) => each.id)).not.toContain(role.id);
    expect((await lastEntry()).action).toBe('activity.role_deleted');
    expect((await call(admin, 'DELETE', `roles/${role.id}`)).statusCode).toBe(404);
  });

  it("gives its members exactly its permissions, and rewrites theirs when the role's change", async () => {
    const role = (
      await call(admin, 'POST', 'roles', { name: 'Floor', permissions: ['access_catalogue'] })
    ).json<Role>();
    const invited = await call(admin, 'POST', 'staff/invite', {
      username: 'floor.one',
      email: 'floor.one@example.kw',
      role_id: role.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      permissions: ['access_catalogue'],
      role: { id: role.id, name: 'Floor', preset: null },
    });
    const second = (
      await call(admin, 'POST', 'staff/invite', {
        username: 'floor.two',
        email: 'floor.two@example.kw',
        permissions: ['access_event'],
      })
    ).json<StaffMember>();
    expect(second.role).toBeNull();
    const assigned = await call(admin, 'PATCH', `staff/${second.id}`, { role_id: role.id });
    expect(assigned.json()).toMatchObject({ permissions: ['access_catalogue'], role: { id: role.id } });

    await call(admin, 'PATCH', `roles/${role.id}`, { permissions: ['access_catalogue', 'access_bulk'] });
    expect(await permissionsOf(invited.json<StaffMember>().id)).toEqual(['access_catalogue', 'access_bulk']);
    expect(await permissionsOf(second.id)).toEqual(['access_catalogue', 'access_bulk']);
    expect((await roles(admin)).find((each) => each.id === role.id)?.member_count).toBe(2);

    // Permissions sent without a role make the member individual again; both at once are refused.
    const both = await call(admin, 'PATCH', `staff/${second.id}`, { role_id: role.id, permissions: [] });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toHaveProperty('role_id');
    const individual = await call(admin, 'PATCH', `staff/${second.id}`, { permissions: ['access_event'] });
    expect(individual.json()).toMatchObject({ role: null, permissions: ['access_event'] });
    await call(admin, 'PATCH', `roles/${role.id}`, { permissions: [] });
    expect(await permissionsOf(second.id)).toEqual(['access_event']);
  });

  it('is not deleted while anyone holds it', async () => {
    const role = (await call(admin, 'POST', 'roles', { name: 'Held', permissions: [] })).json<Role>();
    const member = (
      await call(admin, 'POST', 'staff/invite', {
        username: 'held.one',
        email: 'held.one@example.kw',
        role_id: role.id,
      })
    ).json<StaffMember>();
    const refused = await call(admin, 'DELETE', `roles/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: '1 member holds this role. Give them another role first.' });
    await call(admin, 'PATCH', `staff/${member.id}`, { role_id: null });
    expect((await call(admin, 'DELETE', `roles/${role.id}`)).statusCode).toBe(200);
  });

  it('refuses a name already taken in any case, in any script, on every database', async () => {
    expect((await call(admin, 'POST', 'roles', { name: 'ÉQUIPE DU SOIR', permissions: [] })).statusCode).toBe(
      201,
    );
    for (const name of ['ÉQUIPE DU SOIR', 'équipe du soir']) {
      const again = await call(admin, 'POST', 'roles', { name, permissions: [] });
      expect(again.statusCode, name).toBe(400);
      expect(again.json()).toEqual({ name: ['Another role has this name.'] });
    }
  });

  it('keeps one name once when owners create or rename to it at the same moment', async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const name = `Night till ${round}`;
      const other = (
        await call(admin, 'POST', 'roles', { name: `Till ${round}`, permissions: [] })
      ).json<Role>();
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => call(admin, 'POST', 'roles', { name, permissions: [] })),
        call(admin, 'PATCH', `roles/${other.id}`, { name: name.toUpperCase() }),
      ]);
      expect(answers.filter((answer) => answer.statusCode < 300)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.statusCode >= 300)) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ name: ['Another role has this name.'] });
      }
    }
  });
});

describe('the Owner role', () => {
  it('makes its holders owners, and the last active owner cannot leave it', async () => {
    const team = await shop();
    const token = await team.token('owner');
    const cashier = team.presets.find((role) => role.preset === 'cashier');
    const owner = team.presets.find((role) => role.preset === 'owner');
    const demote = await call(token, 'PATCH', `staff/${team.userIds.owner}`, { role_id: cashier?.id });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain('last active owner');
    expect((await call(token, 'PATCH', `staff/${team.userIds.owner}`, { role_id: null })).statusCode).toBe(
      409,
    );

    const promoted = await call(token, 'PATCH', `staff/${team.userIds.clerk}`, { role_id: owner?.id });
    expect(promoted.json()).toMatchObject({ is_superuser: true, permissions: [], role: { preset: 'owner' } });
    const demoted = await call(token, 'PATCH', `staff/${team.userIds.owner}`, { role_id: cashier?.id });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json()).toMatchObject({
      is_superuser: false,
      permissions: ['access_payment_request'],
      role: { preset: 'cashier' },
    });
    // The demoted owner's token opens no admin page any more; the new owner's does.
    expect((await call(token, 'GET', 'roles')).statusCode).toBe(403);
    const clerk = await team.token('clerk');
    const back = await call(clerk, 'PATCH', `staff/${team.userIds.owner}`, { role_id: owner?.id });
    expect(back.json().is_superuser).toBe(true);
    // Leaving the Owner role for individual permissions ends ownership too.
    const left = await call(clerk, 'PATCH', `staff/${team.userIds.clerk}`, { role_id: null });
    expect(left.json()).toMatchObject({ is_superuser: false, role: null });
  });
});

describe("another merchant's roles", () => {
  it('are not found, listed, or given', async () => {
    const mine = (await call(admin, 'POST', 'roles', { name: 'Mine', permissions: [] })).json<Role>();
    const team = await shop();
    const token = await team.token('owner');
    expect((await roles(token)).map((role) => role.id)).not.toContain(mine.id);
    expect((await call(token, 'PATCH', `roles/${mine.id}`, { name: 'Theirs' })).statusCode).toBe(404);
    expect((await call(token, 'DELETE', `roles/${mine.id}`)).statusCode).toBe(404);
    const given = await call(token, 'PATCH', `staff/${team.userIds.clerk}`, { role_id: mine.id });
    expect(given.statusCode).toBe(400);
    expect(given.json()).toEqual({ role_id: ['Choose one of your roles.'] });
    const invited = await call(token, 'POST', 'staff/invite', {
      username: 'stranger.role',
      email: 'stranger@example.kw',
      role_id: mine.id,
    });
    expect(invited.statusCode).toBe(400);
  });

  it('are for owners only', async () => {
    const team = await shop();
    const clerk = await team.token('clerk');
    expect((await call(clerk, 'GET', 'roles')).statusCode).toBe(403);
    expect((await call(clerk, 'POST', 'roles', { name: 'Self-made', permissions: [] })).statusCode).toBe(403);
  });
});
