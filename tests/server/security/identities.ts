import type { FastifyInstance } from 'fastify';
import { queryable } from '../../../server/db/handle.ts';
import { createApiKey } from '../../../server/modules/api-keys/service.ts';
import { hashPassword } from '../../../server/modules/auth/password-hash.ts';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { grantOf, type RoleGrant, type RolePreset } from '../../../src/domain/roles.ts';
import { ADMIN, authed, DOOR, login, TEST_SCRYPT_LOG_N } from '../helper.ts';

export interface Staff {
  id: number;
  username: string;
  token: string;
  is_superuser: boolean;
  permissions: readonly string[];
}

const PASSWORD = 'Matrix!Probe#2026';

/**
 * The callers the authorisation matrix tries: staff accounts holding exactly the permissions
 * asked for (written to the database, signed in through the real token route), a member on
 * each preset role, the seeded superuser and door staff, and API keys of the merchant.
 */
export async function identities(app: FastifyInstance) {
  const merchant = await queryable(app.db)
    .selectFrom('users')
    .select(['merchant_id', 'role_id'])
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  let signIns = 0;
  // Each sign-in from its own address: the per-address throttle is not what is tested here.
  const session = (user: { username: string; password: string }) => {
    signIns += 1;
    return login(app, user, `10.88.${signIns >> 8}.${signIns & 255}`);
  };
  const signIn = async (user: { username: string; password: string }) => (await session(user)).access;
  const account = async (username: string, password: string): Promise<Staff> => {
    const row = await queryable(app.db)
      .selectFrom('users')
      .select(['id', 'is_superuser', 'permissions'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return { ...row, username, token: await signIn({ username, password }) };
  };

  /** A new non-superuser account of the merchant holding `permissions`, signed in. */
  const newAccount = async (username: string, permissions: readonly string[]): Promise<Staff> => {
    await queryable(app.db)
      .insertInto('users')
      .values({
        merchant_id: merchant.merchant_id,
        username,
        email: `${username}@example.kw`,
        password_hash: await hashPassword(PASSWORD, TEST_SCRYPT_LOG_N),
        is_superuser: false,
        permissions: JSON.stringify(permissions),
      })
      .execute();
    return account(username, PASSWORD);
  };

  const staffByPermissions = new Map<string, Promise<Staff>>();
  /**
   * A non-superuser of the merchant holding exactly `permissions`, plus view_all_paymenttransaction
   * unless `own` (a cashier: only the transactions they create); one account per set.
   */
  const staff = (permissions: readonly string[], { own = false } = {}): Promise<Staff> => {
    const held = [...new Set(own ? permissions : [...permissions, PERMISSIONS.viewAllTransactions])].sort();
    const key = held.join(' ');
    let found = staffByPermissions.get(key);
    if (!found) {
      found = newAccount(`matrix_${staffByPermissions.size + 1}`, held);
      staffByPermissions.set(key, found);
    }
    return found;
  };

  const superuser = await account(ADMIN.username, ADMIN.password);
  /**
   * A member of the merchant on each preset role, given it through the staff API (a member with
   * a role has its permissions: the roles service's rule); `grant` is what the role itself says,
   * which the matrix judges them by. The seeded superuser is the Owner role's member (checked
   * here): a second owner would deactivate it on the staff routes.
   */
  const presetRoles = await queryable(app.db)
    .selectFrom('roles')
    .selectAll()
    .where('merchant_id', '=', merchant.merchant_id)
    .where('preset', 'is not', null)
    .orderBy('id')
    .execute();
  const ownerRole = presetRoles.find((role) => role.preset === 'owner');
  if (!ownerRole || ownerRole.id !== merchant.role_id)
    throw new Error('the seeded superuser is not on Owner');
  const presets: { preset: RolePreset; grant: RoleGrant; staff: Staff }[] = [];
  for (const role of presetRoles.filter((each) => each !== ownerRole)) {
    const member = await newAccount(`matrix_role_${role.preset}`, []);
    const given = await app.inject(
      authed(superuser.token, {
        method: 'PATCH',
        url: `/api/v1/admin/staff/${member.id}`,
        payload: { role_id: role.id },
      }),
    );
    if (given.statusCode !== 200) throw new Error(`role not given: ${given.body}`);
    // Read again: what the role gave the account is what its requests are judged by on the server.
    presets.push({
      preset: role.preset as RolePreset,
      grant: grantOf(role),
      staff: await account(member.username, PASSWORD),
    });
  }

  const apiKeys = new Map<PluginKind, Promise<string>>();
  /** A live API key of the merchant issued for `plugin`. */
  const apiKey = (plugin: PluginKind): Promise<string> => {
    let found = apiKeys.get(plugin);
    if (!found) {
      found = createApiKey(app.db, app.secretBox, {
        merchantId: merchant.merchant_id,
        name: `Matrix ${plugin}`,
        plugin,
      }).then((created) => created.key);
      apiKeys.set(plugin, found);
    }
    return found;
  };

  return {
    merchantId: merchant.merchant_id,
    superuser,
    door: await account(DOOR.username, DOOR.password),
    staff,
    presets,
    apiKey,
    /** The refresh token of a new session of the superuser. */
    refreshToken: async () => (await session(ADMIN)).refresh,
  };
}

export type Identities = Awaited<ReturnType<typeof identities>>;
