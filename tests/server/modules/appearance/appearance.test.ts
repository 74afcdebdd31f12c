import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { AppearanceSettings, CustomerAppearance } from '../../../../src/domain/contracts/appearance.ts';
import { themeVariables } from '../../../../src/domain/theme-variables.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest, payAndPress } from '../payments/fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN);

const URL = '/api/v1/admin/appearance';
const put = (payload: object, lang = 'en') =>
  app.inject(
    authed(admin.access, { method: 'PUT', url: URL, payload, headers: { 'accept-language': lang } }),
  );
const read = async () => (await app.inject(authed(admin.access, { url: URL }))).json<AppearanceSettings>();

const plain = { theme: 'default', show_social_links: true, show_language_button: true };

const loggedChanges = async () =>
  (
    await queryable(app.db)
      .selectFrom('activity_log')
      .select(['params', 'plugin'])
      .where('action', '=', 'activity.settings_appearance')
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => row.params);

describe('appearance settings', () => {
  it('answers the defaults for every customer-facing plugin before anything is saved', async () => {
    expect(await read()).toEqual({
      payment_request: plain,
      customer_payment: plain,
      event: plain,
      food_ordering: plain,
    });
  });

  it('saves the plugins given, keeps the others, and logs each changed field with before and after', async () => {
    const res = await put({
      payment_request: { theme: 'beta', show_social_links: false, show_language_button: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AppearanceSettings>().payment_request).toEqual({
      theme: 'beta',
      show_social_links: false,
      show_language_button: true,
    });
    expect((await read()).event).toEqual(plain);
    const [latest] = await loggedChanges();
    expect(latest).toEqual({
      changes: [
        { field: 'payment_request.theme', before: 'default', after: 'beta' },
        { field: 'payment_request.show_social_links', before: true, after: false },
      ],
    });
    // Saving the same again changes nothing and logs nothing.
    const before = (await loggedChanges()).length;
    await put({ payment_request: { theme: 'beta', show_social_links: false, show_language_button: true } });
    expect((await loggedChanges()).length).toBe(before);
    await put({ payment_request: plain });
  });

  it('refuses an unknown theme, in the reader’s language, and saves nothing', async () => {
    const body = { event: { theme: 'neon', show_social_links: true, show_language_button: true } };
    const en = await put(body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ event: ['Select a valid choice.'] });
    const ar = await put(body, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().event).toHaveLength(1);
    expect(ar.json().event[0]).not.toBe('Select a valid choice.');
    expect(ar.json().event[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await read()).event).toEqual(plain);
  });

  it('refuses a missing switch, and keeps no settings for a plugin without customer pages', async () => {
    const other = await put({ bulk: { ...plain, theme: 'beta' } });
    expect(other.json()).not.toHaveProperty('bulk');
    expect(
      await queryable(app.db)
        .selectFrom('plugin_appearance')
        .selectAll()
        .where('plugin', '=', 'bulk')
        .execute(),
    ).toEqual([]);
    const partial = await put({ event: { theme: 'delta' } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toHaveProperty('show_social_links');
  });

  it('is for superusers: a signed-out caller gets 401', async () => {
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: URL, payload: { event: plain } })).statusCode).toBe(401);
  });
});

describe("the customer pages' data", () => {
  const appearanceOf = (body: { appearance: CustomerAppearance }) => body.appearance;

  it("carries the plugin's theme as variables and its switches", async () => {
    await put({
      payment_request: { theme: 'valentino', show_social_links: true, show_language_button: false },
      event: { theme: 'custom-events', show_social_links: false, show_language_button: true },
      food_ordering: { theme: 'delta', show_social_links: true, show_language_button: true },
      customer_payment: { theme: 'beta', show_social_links: true, show_language_button: true },
    });
    const created = await createRequest(app, admin.access, { amount: '1.000' });
    const config = await app.inject({
      method: 'OPTIONS',
      url: `/api/v1/plugins/pos/transaction/pay/${created.id}`,
    });
    expect(appearanceOf(config.json())).toEqual({
      theme: 'valentino',
      show_social_links: true,
      show_language_button: false,
      variables: themeVariables('valentino'),
    });
    const { attempt_id } = await payAndPress(app, created.id, 'knet', 'approve');
    const result = await app.inject({ url: `/api/v1/plugins/pos/transaction/details/${attempt_id}` });
    expect(result.statusCode, result.body).toBe(200);
    expect(appearanceOf(result.json())).toMatchObject({ theme: 'valentino', show_language_button: false });
    const events = await app.inject({ url: '/api/v1/plugins/event/events' });
    expect(events.statusCode, events.body).toBe(200);
    expect(appearanceOf(events.json())).toMatchObject({ theme: 'custom-events', show_social_links: false });
    const menu = await app.inject({ url: '/api/v1/plugins/food_ordering/menu-page-config' });
    expect(menu.statusCode, menu.body).toBe(200);
    expect(appearanceOf(menu.json()).theme).toBe('delta');
    const collector = await app.inject({ method: 'OPTIONS', url: '/api/v1/plugins/customer_payment/create' });
    expect(collector.statusCode, collector.body).toBe(200);
    expect(appearanceOf(collector.json()).theme).toBe('beta');
    await put({ payment_request: plain, event: plain, food_ordering: plain, customer_payment: plain });
  });
});
