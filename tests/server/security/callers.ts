/**
 * Who the matrix tries each route with, and what each must get, read off the route's row:
 * 'allow' (neither 401 nor 403), 401 (no valid credentials of the route's kind) or 403
 * (signed in without the permission).
 */
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_TIMESTAMP_HEADER } from '../../../server/gateways/sandbox.ts';
import { signPayload } from '../../../server/gateways/signature.ts';
import { ALL_PERMISSIONS, PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { PLUGIN_KINDS } from '../../../src/domain/plugins.ts';
import type { Identities, Staff } from './identities.ts';
import type { Probe } from './probes.ts';
import { type Params, type Permission, PLUGINS_TRIED, type Row } from './route-table.ts';

export type Expected = 'allow' | 401 | 403;

export interface Caller {
  label: string;
  expect: Expected;
  /** The permissions of a staff caller who is not superuser. */
  held?: readonly string[];
  /** A member on a preset role: the role's permissions alone decide what they reach. */
  preset?: boolean;
  headers(probe: Probe): Record<string, string>;
}

/** Parameters a permission may name a plugin by: each plugin tried must open only itself. */
export const PLUGIN_PARAMS = ['plugin', 'scope', 'type', 'purpose'];

const fill = (permission: Permission, params: Params): string =>
  typeof permission === 'function'
    ? permission(params)
    : permission.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`${permission}: no parameter ${name}`);
        return value;
      });

const DOOR_GRANTS = [[pluginAccessPermission('event')], [PERMISSIONS.checkInTickets]];
const ACCESS_ALL = 'access_all';

/**
 * The permission sets, any one of which opens the route; null when it is not a permission
 * row. Over all plugins (`{plugin}` = all) access to any one plugin stands for access_all.
 */
function grantsOf(row: Row, params: Params): string[][] | null {
  if (row.access === 'door') return DOOR_GRANTS;
  if (row.access !== 'permission') return null;
  const grants = ('anyOf' in row ? row.anyOf : [row.permissions]).map((grant) =>
    grant.map((permission) => fill(permission, params)),
  );
  return grants.flatMap((grant) =>
    grant.includes(ACCESS_ALL)
      ? PLUGIN_KINDS.map((plugin) =>
          grant.map((name) => (name === ACCESS_ALL ? pluginAccessPermission(plugin) : name)),
        )
      : [grant],
  );
}

const holds = (held: readonly string[], grants: string[][]) =>
  grants.some((grant) => grant.every((name) => held.includes(name)));

const bearer = (staff: Staff) => ({ authorization: `Bearer ${staff.token}` });
const json = { 'content-type': 'application/json' };

/** The callers of a row; `owner` is the account a `self` route is asked about. */
export function callersOf(ids: Identities, owner: Staff, sandboxSecret: string) {
  const superuser: Caller = { label: 'superuser', expect: 'allow', headers: () => bearer(ids.superuser) };
  const door = (expected: Expected): Caller => ({
    label: 'door staff',
    expect: expected,
    held: ids.door.permissions,
    headers: () => bearer(ids.door),
  });
  const staff = async (permissions: readonly string[], expected: Expected): Promise<Caller> => {
    const account = await ids.staff(permissions);
    return {
      label: `staff holding [${permissions.join(', ')}]`,
      expect: expected,
      held: permissions,
      headers: () => bearer(account),
    };
  };
  const apiKey = async (plugin: 'e_commerce' | 'session', expected: Expected): Promise<Caller> => {
    const key = await ids.apiKey(plugin);
    return {
      label: `${plugin} API key`,
      expect: expected,
      headers: () => ({ authorization: `Api-Key ${key}` }),
    };
  };
  const strangers = async (expected: Expected): Promise<Caller[]> => [
    { label: 'anonymous', expect: expected, headers: () => ({}) },
    {
      label: 'a forged bearer token',
      expect: expected,
      headers: () => ({ authorization: 'Bearer forged.token.value' }),
    },
    await apiKey('e_commerce', expected),
  ];
  const signedWith = (secret: string) => (probe: Probe) => {
    const timestamp = Math.floor(Date.now() / 1000);
    return {
      ...json,
      [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
      [SANDBOX_SIGNATURE_HEADER]: signPayload(secret, timestamp, String(probe.payload)),
    };
  };

  /** Staff without the permissions, each holder of a permission set, each set less one, and the sets for another plugin. */
  async function permissionCallers(row: Row, params: Params): Promise<Caller[]> {
    const grants = grantsOf(row, params) ?? [];
    const verdict = (held: readonly string[]): Expected => (holds(held, grants) ? 'allow' : 403);
    const list = [...(await strangers(401)), await staff([], 403), door(verdict(ids.door.permissions))];
    const tried = new Set<string>();
    const tryHolding = async (held: string[]) => {
      const key = [...held].sort().join(' ');
      if (tried.has(key)) return;
      tried.add(key);
      list.push(await staff(held, verdict(held)));
    };
    for (const grant of grants) {
      await tryHolding(grant);
      // Each permission of a set is needed: without any one of them the route stays shut.
      if (grant.length > 1)
        for (const name of grant) await tryHolding(grant.filter((other) => other !== name));
    }
    for (const name of Object.keys(params).filter((param) => PLUGIN_PARAMS.includes(param))) {
      if (params[name] === 'all') continue;
      for (const other of PLUGINS_TRIED.filter((plugin) => plugin !== params[name])) {
        for (const grant of grantsOf(row, { ...params, [name]: other }) ?? []) await tryHolding(grant);
      }
    }
    return [...list, superuser];
  }

  /**
   * A member on each preset role, let in exactly where the role's access opens the row: Owner
   * everywhere staff may go, the others by their permissions.
   */
  function presetCallers(row: Row, params: Params): Caller[] {
    if (row.access === 'api-key' || row.access === 'signature') return [];
    return ids.presets.map(({ preset, grant, staff }) => {
      const open =
        row.access === 'public' ||
        row.access === 'signed-in' ||
        grant.is_superuser ||
        holds(grant.permissions, grantsOf(row, params) ?? []);
      return {
        label: `member on the ${preset} role`,
        expect: open ? 'allow' : 403,
        held: grant.permissions,
        preset: true,
        headers: () => bearer(staff),
      };
    });
  }

  async function callersOfRow(row: Row, params: Params): Promise<Caller[]> {
    switch (row.access) {
      case 'public':
        return [...(await strangers('allow')), door('allow'), superuser];
      case 'signed-in':
        return [...(await strangers(401)), await staff([], 'allow'), door('allow'), superuser];
      case 'self':
        return [
          ...(await strangers(401)),
          { label: `the user named by :${row.param}`, expect: 'allow', headers: () => bearer(owner) },
          door(403),
          await staff(ALL_PERMISSIONS, 403),
          superuser,
        ];
      case 'superuser':
        // Holding every named permission is still not being a superuser.
        return [
          ...(await strangers(401)),
          await staff([], 403),
          door(403),
          await staff(ALL_PERMISSIONS, 403),
          superuser,
        ];
      case 'api-key':
        return [
          { label: 'anonymous', expect: 401, headers: () => ({}) },
          {
            label: 'an unknown API key',
            expect: 401,
            headers: () => ({ authorization: 'Api-Key gpk_matrix00_NotAKeyOfThisMerchant0000' }),
          },
          { label: 'superuser bearer token', expect: 401, headers: () => bearer(ids.superuser) },
          await apiKey(row.plugin === 'e_commerce' ? 'session' : 'e_commerce', 401),
          await apiKey(row.plugin as 'e_commerce' | 'session', 'allow'),
        ];
      case 'signature':
        return [
          { label: 'unsigned', expect: 401, headers: () => json },
          {
            label: 'superuser bearer token, unsigned',
            expect: 401,
            headers: () => ({ ...json, ...bearer(ids.superuser) }),
          },
          { label: 'signed with another secret', expect: 401, headers: signedWith('not-the-sandbox-secret') },
          { label: 'signed by the sandbox gateway', expect: 'allow', headers: signedWith(sandboxSecret) },
        ];
      default:
        return permissionCallers(row, params);
    }
  }

  return async function callers(row: Row, params: Params): Promise<Caller[]> {
    return [...(await callersOfRow(row, params)), ...presetCallers(row, params)];
  };
}
