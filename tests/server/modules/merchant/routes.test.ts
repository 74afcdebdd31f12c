import { describe, expect, it } from 'vitest';
import type { MerchantConfig, SectionsResponse } from '../../../../src/domain/contracts/merchant.ts';
import { PLUGIN_KINDS } from '../../../../src/domain/plugins.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from '../../helper.ts';

const app = await createTestApp({ sessionIdleMs: 4321 });
const admin = await login(app, ADMIN, '10.8.0.1');
const door = await login(app, DOOR, '10.8.0.2');

describe('GET /config/', () => {
  it('is public and carries merchant details and the idle timeout', async () => {
    const res = await app.inject({ url: '/api/v1/config/', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<MerchantConfig>()).toMatchObject({
      title: 'متجر جلف باي التجريبي',
      title_en: 'Gulf Pay Demo Store',
      title_ar: 'متجر جلف باي التجريبي',
      session_idle_ms: 4321,
    });
  });
});

describe('plugins', () => {
  it('lists all nine installed plugins', async () => {
    const res = await app.inject({ url: '/api/v1/plugins/installed' });
    expect(res.json()).toEqual({ results: [...PLUGIN_KINDS] });
  });

  it('shows the superuser every section with its flags and table headers where enabled', async () => {
    const res = await app.inject(authed(admin.access, { url: '/api/v1/plugins/sections' }));
    const sections = res.json<SectionsResponse>().results;
    expect(sections.map((s) => s.plugin)).toEqual([...PLUGIN_KINDS]);
    const byPlugin = Object.fromEntries(sections.map((s) => [s.plugin, s]));
    expect(byPlugin.payment_request).toEqual({
      plugin: 'payment_request',
      label_en: 'Payment Request',
      label_ar: 'طلب الدفع',
      flags: { create: true, transactions: true, deleted_transactions: true },
      table_headers: true,
    });
    expect(byPlugin.event?.flags).toEqual({
      create: true,
      transactions: true,
      deleted_transactions: true,
      bookings: true,
      fulfillment: true,
    });
    expect(byPlugin.bulk?.table_headers).toBe(false);
  });

  it('shows door staff only event check-in', async () => {
    const res = await app.inject(authed(door.access, { url: '/api/v1/plugins/sections' }));
    expect(res.json<SectionsResponse>().results).toEqual([
      {
        plugin: 'event',
        label_en: 'Events',
        label_ar: 'الفعاليات',
        flags: { fulfillment: true },
        table_headers: false,
      },
    ]);
  });

  it('needs a token for sections', async () => {
    expect((await app.inject({ url: '/api/v1/plugins/sections' })).statusCode).toBe(401);
  });

  it('checks the transaction-fields feature per plugin', async () => {
    const check = async (type: string) =>
      app.inject(authed(admin.access, { url: `/api/v1/plugins/transaction-fields/check/${type}/` }));
    expect((await check('payment_request')).json()).toEqual({ enabled: true });
    expect((await check('bulk')).json()).toEqual({ enabled: false });
    const unknown = await check('nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ type: ['Select a valid choice.'] });
  });

  it('forbids door staff from sections they cannot access', async () => {
    const res = await app.inject(
      authed(door.access, { url: '/api/v1/plugins/transaction-fields/check/payment_request/' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to perform this action.' });
  });
});
