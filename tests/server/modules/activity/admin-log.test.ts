import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { recordActivity } from '../../../../server/modules/activity/service.ts';
import type {
  AdminActivityEntry,
  AdminActivityFilters,
} from '../../../../src/domain/contracts/admin-activity.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import { authed, createTestApp } from '../../helper.ts';
import { createShop } from '../transactions/fixtures.ts';

const app = await createTestApp();
const db = queryable(app.db);

/** A shop of its own: an owner, a partner owner and a cashier; nothing logged yet but what a test writes. */
async function shop() {
  const created = await createShop(app, {
    owner: 'superuser',
    partner: 'superuser',
    cashier: ['access_payment_request'],
  });
  const owner = await created.token('owner');
  const username = async (name: string) =>
    (
      await db
        .selectFrom('users')
        .select('username')
        .where('id', '=', created.userIds[name] as number)
        .executeTakeFirstOrThrow()
    ).username;
  return { ...created, owner, username };
}

/** Writes an entry as the product does, then dates it: the date filters are about when. */
async function logged(
  merchantId: number,
  entry: {
    actor: string;
    action: string;
    plugin?: 'payment_request' | null;
    at: string;
    params?: Record<string, string>;
  },
) {
  await recordActivity(app.db, {
    merchantId,
    actor: entry.actor,
    action: entry.action,
    plugin: entry.plugin ?? null,
    params: entry.params,
  });
  const last = await db
    .selectFrom('activity_log')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('activity_log')
    .set({ created_at: new Date(entry.at) })
    .where('id', '=', last.id)
    .execute();
}

async function adminLog(token: string, query = '', lang = 'en') {
  const res = await app.inject(
    authed(token, { url: `/api/v1/admin/activity${query}`, headers: { 'accept-language': lang } }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paginated<AdminActivityEntry>>();
}

describe('the Admin log', () => {
  it("lists the merchant's whole history newest first, in the reader's language, paged", async () => {
    const s = await shop();
    const cashier = await s.username('cashier');
    await logged(s.merchantId, {
      actor: cashier,
      action: 'activity.password_changed',
      at: '2026-03-01T08:00:00Z',
    });
    await logged(s.merchantId, {
      actor: cashier,
      action: 'activity.payment_request_created',
      plugin: 'payment_request',
      params: { id: 'T-1', amount: '12.500', currency: 'KWD' },
      at: '2026-03-02T08:00:00Z',
    });
    await logged(s.merchantId, {
      actor: await s.username('partner'),
      action: 'activity.staff_deactivated',
      params: { username: cashier },
      at: '2026-03-03T08:00:00Z',
    });
    // Newest first: the order they were written in (the owner's sign-in, by the fixture, came first).
    const first = await adminLog(s.owner, '?limit=2');
    expect(first.count).toBe(4);
    expect(first.results.map((entry) => entry.area)).toEqual(['administration', 'payment_request']);
    expect(first.results[0]).toMatchObject({ description: `Deactivated ${cashier}`, changes: [] });
    expect(first.results[1]?.description).toContain('T-1');
    expect(first.next).toContain('offset=2');
    const second = await adminLog(s.owner, '?limit=2&offset=2', 'ar');
    expect(second.results.map((entry) => [entry.area, entry.description])).toEqual([
      ['account', 'غيّر كلمة المرور'],
      ['account', 'سجّل الدخول'],
    ]);
    expect(second.next).toBeNull();
  });

  it('filters by user, by area, and by Kuwait calendar days with both bounds included', async () => {
    const s = await shop();
    const cashier = await s.username('cashier');
    const partner = await s.username('partner');
    // 2026-03-01 in Kuwait runs from 2026-02-28T21:00Z to 2026-03-01T21:00Z.
    await logged(s.merchantId, {
      actor: cashier,
      action: 'activity.password_changed',
      at: '2026-02-28T20:59:59Z',
    });
    await logged(s.merchantId, {
      actor: cashier,
      action: 'activity.password_changed',
      at: '2026-02-28T21:00:00Z',
    });
    await logged(s.merchantId, {
      actor: partner,
      action: 'activity.staff_reactivated',
      params: { username: cashier },
      at: '2026-03-02T20:59:59Z',
    });
    await logged(s.merchantId, {
      actor: partner,
      action: 'activity.password_changed',
      at: '2026-03-02T21:00:00Z',
    });

    const byUser = await adminLog(s.owner, `?actor=${encodeURIComponent(cashier)}`);
    expect(byUser.count).toBe(2);
    expect(byUser.results.every((entry) => entry.actor === cashier)).toBe(true);

    const administration = await adminLog(s.owner, '?area=administration');
    expect(administration.results.map((entry) => entry.description)).toEqual([`Reactivated ${cashier}`]);

    const days = await adminLog(s.owner, '?from=2026-03-01&to=2026-03-02');
    expect(days.results.map((entry) => entry.timestamp)).toEqual([
      '2026-03-02T20:59:59.000Z',
      '2026-02-28T21:00:00.000Z',
    ]);
    const oneDay = await adminLog(s.owner, `?from=2026-03-03&to=2026-03-03&actor=${partner}&area=account`);
    expect(oneDay.results.map((entry) => entry.timestamp)).toEqual(['2026-03-02T21:00:00.000Z']);
  });

  it('offers the users and areas its entries have, and refuses impossible dates on their fields', async () => {
    const s = await shop();
    const cashier = await s.username('cashier');
    await logged(s.merchantId, {
      actor: cashier,
      action: 'activity.transaction_deleted',
      plugin: 'payment_request',
      params: { id: 'T-9' },
      at: '2026-03-01T08:00:00Z',
    });
    const res = await app.inject(authed(s.owner, { url: '/api/v1/admin/activity/filters' }));
    expect(res.json<AdminActivityFilters>()).toEqual({
      actors: [cashier, await s.username('owner')].sort(),
      areas: ['payment_request', 'account'],
    });
    const bad = await app.inject(
      authed(s.owner, { url: '/api/v1/admin/activity?from=2026-02-30&to=2026-13-01' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['from', 'to']);
    const reversed = await app.inject(
      authed(s.owner, { url: '/api/v1/admin/activity?from=2026-03-02&to=2026-03-01' }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toHaveProperty('to');
  });

  it("shows an owner their own merchant's entries only, and nobody else the log", async () => {
    const mine = await shop();
    const theirs = await shop();
    await logged(theirs.merchantId, {
      actor: await theirs.username('cashier'),
      action: 'activity.password_changed',
      at: '2026-03-01T08:00:00Z',
    });
    const log = await adminLog(mine.owner, `?actor=${encodeURIComponent(await theirs.username('cashier'))}`);
    expect(log.count).toBe(0);
    const filters = await app.inject(authed(mine.owner, { url: '/api/v1/admin/activity/filters' }));
    expect(filters.json<AdminActivityFilters>().actors).toEqual([await mine.username('owner')]);
    const cashier = await mine.token('cashier');
    expect((await app.inject(authed(cashier, { url: '/api/v1/admin/activity' }))).statusCode).toBe(403);
  });
});

describe('secrets in the log', () => {
  it('are masked before the row is written, in the params and in the changes', async () => {
    const s = await shop();
    const secret = 'Hunter2#Secret';
    await recordActivity(app.db, {
      merchantId: s.merchantId,
      actor: 'someone',
      action: 'activity.staff_edited',
      plugin: null,
      params: {
        username: 'someone',
        api_key: secret,
        changes: [
          { field: 'first_name', before: 'Noor', after: 'Nour' },
          { field: 'new_password', before: null, after: secret },
          { field: 'settings', before: { totpSecret: secret, theme: 'dark' }, after: null },
        ],
      },
    });
    const rows = await db
      .selectFrom('activity_log')
      .select('params')
      .where('merchant_id', '=', s.merchantId)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    const log = await adminLog(s.owner, '?actor=someone');
    expect(log.results[0]?.changes).toEqual([
      { field: 'first_name', before: 'Noor', after: 'Nour' },
      { field: 'new_password', before: null, after: '••••' },
      { field: 'settings', before: { totpSecret: '••••', theme: 'dark' }, after: null },
    ]);
  });
});
