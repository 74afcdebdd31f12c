import type { FastifyInstance } from 'fastify';
import { queryable } from '../../../server/db/handle.ts';
import { createApiKey } from '../../../server/modules/api-keys/service.ts';
import { hashPassword } from '../../../server/modules/auth/password-hash.ts';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { ADMIN, DOOR, login, TEST_SCRYPT_LOG_N } from '../helper.ts';

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
 * asked for (written to the database, signed in through the real token route), the seeded
 * superuser and door staff, and API keys of the merchant.
 */
export async function identities(app: FastifyInstance) {
  const merchant = await queryable(app.db)
    .selectFrom('users')
    .select('merchant_id')
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
      const username = `matrix_${staffByPermissions.size + 1}`;
      found = hashPassword(PASSWORD, TEST_SCRYPT_LOG_N)
        .then((passwordHash) =>
          queryable(app.db)
            .insertInto('users')
            .values({
              merchant_id: merchant.merchant_id,
              username,
              email: `${username}@example.kw`,
              password_hash: passwordHash,
              is_superuser: false,
              permissions: JSON.stringify(held),
            })
            .execute(),
        )
        .then(() => account(username, PASSWORD));
      staffByPermissions.set(key, found);
    }
    return found;
  };

  const apiKeys = new Map<PluginKind, Promise<string>>();
  /** A live API key of the merchant issued for `plugin`. */
  const apiKey = (plugin: PluginKind): Promise<string> => {
    let found = apiKeys.get(plugin);
    if (!found) {
      found = createApiKey(app.db, {
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
    superuser: await account(ADMIN.username, ADMIN.password),
    door: await account(DOOR.username, DOOR.password),
    staff,
    apiKey,
    /** The refresh token of a new session of the superuser. */
    refreshToken: async () => (await session(ADMIN)).refresh,
  };
}

export type Identities = Awaited<ReturnType<typeof identities>>;
