/**
 * Every route × every kind of caller, against the table in route-table.ts: anonymous, a
 * forged bearer token, an API key, staff with no permission, staff holding exactly the
 * route's permission(s) (and each of them minus one, and the same for another plugin), door
 * staff, staff holding every permission but not superuser, a member on each preset role (let in
 * by the role's permissions alone), and the superuser. A caller the row
 * lets in gets neither 401 nor 403; any other gets exactly 401 (no valid credentials of the
 * route's kind) or 403 (signed in without the permission). First, the table itself: a row
 * for every route, and on every anonymous route that takes an id, a capability or public mark.
 */
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { authed } from '../helper.ts';
import { callersOf, PLUGIN_PARAMS } from './callers.ts';
import { appWithPwa } from './capability-fixtures.ts';
import { NOT_ID_QUERY } from './capability-ids.ts';
import { identities } from './identities.ts';
import { OWN_ROW_CHECKS, type OwnRowsContext, requestsOf } from './own-rows.ts';
import { defaultProbe, PROBES, type Probe } from './probes.ts';
import { records, type TriedPlugin } from './records.ts';
import { type Params, PLUGINS_TRIED, ROUTES, type Row } from './route-table.ts';

const registered = new Map<string, RouteOptions>();
// Served with a stand-in for the built app, so the static files and the server-drawn pages are routes too.
const app = await appWithPwa((route) => {
  for (const method of [route.method].flat()) registered.set(`${method} ${route.url}`, route);
});
const operations = [...registered.keys()].filter((key) => !key.startsWith('HEAD '));
const ids = await identities(app);
const recs = await records(app, ids.superuser.token, ids.merchantId);
const owner = await ids.staff([]);
const callers = callersOf(ids, owner, app.gateways.sandboxSecret);
const PAYMENT_REQUESTS = pluginAccessPermission('payment_request');

const methodOf = (key: string) => key.slice(0, key.indexOf(' '));
const pathOf = (key: string) => key.slice(key.indexOf(' ') + 1);
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
const propertiesOf = (key: string, part: 'querystring' | 'body') =>
  Object.keys((registered.get(key)?.schema?.[part] as { properties?: object } | undefined)?.properties ?? {});
/**
 * What a route names by id: its path parameters and wildcard, but a plugin-like one (a page
 * scope) or the language, and its query properties but those that name nothing.
 */
const idsOf = (key: string) => [
  ...[...pathOf(key).matchAll(/:(\w+)|\*/g)]
    .map((match) => match[1] ?? '*')
    .filter((name) => ![...PLUGIN_PARAMS, 'lang'].includes(name)),
  ...propertiesOf(key, 'querystring').filter((name) => !NOT_ID_QUERY.includes(name)),
];

describe('the route table', () => {
  it('has a row for every route', () => {
    expect(operations.filter((key) => !(key in ROUTES))).toEqual([]);
  });

  it('has a route for every row', () => {
    expect(Object.keys(ROUTES).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('covers HEAD routes through their GET twin', () => {
    const heads = [...registered.keys()].filter((key) => key.startsWith('HEAD '));
    expect(heads.filter((key) => !registered.has(key.replace(/^HEAD /, 'GET ')))).toEqual([]);
  });

  // Anonymous means a public row: the block below holds every other row to 401 for a stranger.
  it('marks every anonymous route that takes an id: a capability, or public and why', () => {
    const unmarked = Object.entries(ROUTES).filter(
      ([key, row]) => row.access === 'public' && idsOf(key).length > 0 && !row.capability && !row.public,
    );
    expect(unmarked.map(([key]) => `${key} (${idsOf(key).join(', ')})`)).toEqual([]);
  });

  it('marks no other route, and none both ways', () => {
    const misplaced = Object.entries(ROUTES).filter(
      ([key, row]) =>
        (row.capability || row.public) &&
        (row.access !== 'public' || idsOf(key).length === 0 || (row.capability && row.public)),
    );
    expect(misplaced.map(([key]) => key)).toEqual([]);
  });

  it('names a parameter of its route in each capability mark', () => {
    const wrong = Object.entries(ROUTES).filter(
      ([key, row]) =>
        row.capability &&
        ![
          ...pathParams(pathOf(key)),
          ...propertiesOf(key, 'querystring'),
          ...propertiesOf(key, 'body'),
        ].includes(row.capability.param),
    );
    expect(wrong.map(([key, row]) => `${key} (${row.capability?.param})`)).toEqual([]);
  });
});

/** The values a parameter's schema allows, if it lists them. */
function enumOf(key: string, name: string): unknown[] {
  const params = registered.get(key)?.schema?.params as
    | { properties?: Record<string, { enum?: unknown[] }> }
    | undefined;
  return params?.properties?.[name]?.enum ?? [];
}

/** Each combination of the values the row's plugin-like parameters are tried with (and `all` where allowed). */
function casesOf(key: string, row: Row): Params[] {
  const names = [...new Set([...pathParams(pathOf(key)), ...Object.keys(row.each ?? {})])];
  let cases: Params[] = [{}];
  for (const name of names) {
    const plugins = enumOf(key, name).includes('all') ? [...PLUGINS_TRIED, 'all'] : PLUGINS_TRIED;
    const values = row.each?.[name] ?? (PLUGIN_PARAMS.includes(name) ? plugins : null);
    if (values) cases = cases.flatMap((params) => values.map((value) => ({ ...params, [name]: value })));
  }
  return cases;
}

async function send(method: string, probe: Probe, headers: Record<string, string>) {
  const options = {
    method: method as 'GET',
    url: probe.url,
    payload: probe.payload,
    headers: { ...probe.headers, ...headers },
  };
  if (probe.stream) {
    // An event stream never ends: answered once its head is written, the rest is let go.
    const res = await app.inject({ ...options, payloadAsStream: true });
    const stream = res.stream();
    if (res.statusCode >= 400) return { status: res.statusCode, body: (await stream.toArray()).join('') };
    stream.destroy();
    return { status: res.statusCode, body: '' };
  }
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.body.slice(0, 300) };
}

const cases = Object.entries(ROUTES)
  .filter(([key]) => registered.has(key))
  .flatMap(([key, row]) =>
    casesOf(key, row).map((params) => {
      const values = Object.entries(params).map(([name, value]) => `${name}=${value}`);
      return { name: values.length ? `${key} [${values.join(', ')}]` : key, key, row, params };
    }),
  );

describe('who reaches each route', () => {
  // Titled in full (it.each would cut the route short).
  for (const { name, key, row, params } of cases)
    it(name, async () => {
      const method = methodOf(key);
      const probeOf = PROBES[key] ?? (() => defaultProbe(method, pathOf(key), params));
      for (const caller of await callers(row, params)) {
        const probe = await probeOf({ params, records: recs, owner, refreshToken: ids.refreshToken });
        const { status, body } = await send(method, probe, await caller.headers(probe));
        const label = `${caller.label} → ${method} ${probe.url}: ${status} ${body}`;
        expect.soft(status, label).toBeLessThan(500);
        // Over all plugins the records are payment requests: to staff of other plugins they are not found.
        // A role without view_all_paymenttransaction (the cashier) sees only what its member
        // created, and the records are the superuser's.
        const seesRecords =
          (!Object.values(params).includes('all') ||
            !caller.held ||
            caller.held.includes(PAYMENT_REQUESTS)) &&
          (!caller.preset || !caller.held || caller.held.includes(PERMISSIONS.viewAllTransactions));
        if (caller.expect !== 'allow') expect.soft(status, label).toBe(caller.expect);
        else if (probe.succeeds && seesRecords) expect.soft(status, label).toBeLessThan(400);
        else expect.soft([401, 403], label).not.toContain(status);
      }
    });
});

/**
 * Staff holding every permission for one plugin, given a transaction of the other: through
 * their own plugin's path or `all`, each route answers as for a transaction that does not
 * exist (404; a bulk action applies to none), so a plugin's path is no way into another's rows.
 */
describe("another plugin's transaction", () => {
  type Move = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
  const get = (url: string): Move => ({ method: 'GET', url });
  const post = (url: string, payload: object = {}): Move => ({ method: 'POST', url, payload });
  const fresh = recs.fresh;
  /** Each route as `base` (a plugin's path) sees it, for a transaction of `theirs`; `all`: it also has an all-plugins path. */
  const crossings: { all?: boolean; move(base: string, theirs: TriedPlugin): Move | Promise<Move> }[] = [
    { all: true, move: (base, theirs) => get(`${base}/transaction/${recs.transactions[theirs].payable.id}`) },
    {
      all: true,
      move: (base, theirs) => get(`${base}/deleted_transaction/${recs.transactions[theirs].deleted}`),
    },
    { move: (base, theirs) => get(`${base}/transaction/actions/${recs.transactions[theirs].payable.id}/`) },
    { move: (base, theirs) => get(`${base}/transaction/${recs.transactions[theirs].payable.id}/email`) },
    { move: (base, theirs) => get(`${base}/transaction/${recs.transactions[theirs].payable.id}/sms`) },
    {
      move: (base, theirs) =>
        post(`${base}/transaction/${recs.transactions[theirs].paid.id}/refund`, { amount: '0.100' }),
    },
    {
      move: async (base, theirs) =>
        post(`${base}/transaction/${(await fresh.authorized(theirs)).id}/capture`),
    },
    { move: async (base, theirs) => post(`${base}/transaction/${(await fresh.authorized(theirs)).id}/void`) },
    {
      move: async (base, theirs) => ({
        method: 'DELETE',
        url: `${base}/transaction/${(await fresh.pending(theirs)).id}`,
      }),
    },
    {
      move: async (base, theirs) =>
        post(`${base}/deleted_transaction/${await fresh.deleted(theirs)}/restore`),
    },
    { move: (base, theirs) => get(`${base}/transaction/pay/${recs.transactions[theirs].payable.id}`) },
    { move: (base, theirs) => get(`${base}/transaction/details/${recs.transactions[theirs].paid.attempt}`) },
  ];
  const pairs = PLUGINS_TRIED.flatMap((own) =>
    PLUGINS_TRIED.filter((theirs) => theirs !== own).map((theirs) => ({ own, theirs })),
  );

  it.each(pairs)('$own staff reach no $theirs transaction', async ({ own, theirs }) => {
    const staff = await ids.staff([
      pluginAccessPermission(own),
      PERMISSIONS.refundTransactions,
      PERMISSIONS.captureTransactions,
      PERMISSIONS.deleteTransactions,
      PERMISSIONS.viewExportSettings,
    ]);
    const send = (move: Move) => app.inject(authed(staff.token, move));
    const bases = [`/api/v1/plugins/${own}`, '/api/v1/plugins/all'];
    for (const crossing of crossings) {
      for (const base of crossing.all ? bases : bases.slice(0, 1)) {
        const move = await crossing.move(base, theirs);
        const res = await send(move);
        expect.soft(res.statusCode, `${move.method} ${move.url}: ${res.body}`).toBe(404);
      }
    }
    for (const base of bases) {
      const refund = post(`${base}/transaction/bulk/refund`, {
        ids: [recs.transactions[theirs].paid.id],
        amount: '0.100',
      });
      const removal = { ids: [(await fresh.pending(theirs)).id] };
      for (const move of [
        refund,
        { method: 'DELETE', url: `${base}/transaction/bulk`, payload: removal } as Move,
      ]) {
        const res = await send(move);
        expect.soft(res.statusCode, `${move.method} ${move.url}: ${res.body}`).toBe(400);
      }
      const id = recs.transactions[theirs].payable.id;
      const exported = await send(get(`${base}/transaction/export?export_type=selected&ids=${id}`));
      expect.soft(exported.headers['x-export-rows'], `export over ${base}: ${exported.statusCode}`).toBe('0');
    }
  });
});

const cashier = await ids.staff(
  [
    PAYMENT_REQUESTS,
    PERMISSIONS.refundTransactions,
    PERMISSIONS.captureTransactions,
    PERMISSIONS.deleteTransactions,
    PERMISSIONS.viewExportSettings,
    PERMISSIONS.searchTransactions,
    PERMISSIONS.viewStatistics,
  ],
  { own: true },
);
const amount = '4.000';
const cashierContext: OwnRowsContext = {
  send: (method, url, payload) => app.inject(authed(cashier.token, { method, url, payload })),
  mine: requestsOf(app, cashier.token, amount),
  theirs: requestsOf(app, ids.superuser.token, '10.000'),
  amount,
};

/**
 * A cashier: every transactions permission but view_all_paymenttransaction. On each route
 * marked ownRows, their own payment request is reached and the owner's is unknown.
 */
describe("another member's transaction", () => {
  const own = Object.entries(ROUTES)
    .filter(([, row]) => row.ownRows)
    .map(([key]) => key);

  it('has a cashier check for every ownRows route, and none for another', () => {
    expect(own.filter((key) => !(key in OWN_ROW_CHECKS))).toEqual([]);
    expect(Object.keys(OWN_ROW_CHECKS).filter((key) => !own.includes(key))).toEqual([]);
  });

  it.each(own)('%s', async (key) => {
    await OWN_ROW_CHECKS[key]?.(cashierContext);
  });
});
