import { describe, expect, it } from 'vitest';
import { themeVariables } from '../../../../src/domain/theme-variables.ts';
import { fakeDist, parseDrawnPage } from '../../drawn-page.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest } from '../payments/fixtures.ts';

const app = await createTestApp({ staticDir: fakeDist(['noto-sans-latin-600-normal-Ab12.woff2']) });
const admin = await login(app, ADMIN);

const setAppearance = (payload: object) =>
  app.inject(authed(admin.access, { method: 'PUT', url: '/api/v1/admin/appearance', payload }));

/** The element that carries the theme, as the server drew it, before any script runs. */
function themedRoot(html: string) {
  const { root } = parseDrawnPage(html);
  return root?.querySelector('[data-theme]') ?? null;
}

/** The custom properties of an element's inline style, as React drew them. */
function variables(element: ReturnType<typeof themedRoot>): Record<string, string> {
  const declarations = (element?.getAttribute('style') ?? '').split(';').filter(Boolean);
  return Object.fromEntries(
    declarations.map((declaration) => {
      const at = declaration.indexOf(':');
      return [declaration.slice(0, at).trim(), declaration.slice(at + 1).trim()];
    }),
  );
}

describe('customer pages drawn by the server in their plugin’s appearance', () => {
  it('draws the pay page in the payment requests’ theme, without the buttons turned off', async () => {
    const saved = await setAppearance({
      payment_request: { theme: 'beta', show_social_links: false, show_language_button: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await createRequest(app, admin.access, { amount: '2.000' });
    const html = (await app.inject({ url: `/en/pos/pay/${created.id}` })).body;
    const root = themedRoot(html);
    expect(root?.getAttribute('data-theme')).toBe('beta');
    expect(variables(root)).toEqual(themeVariables('beta'));
    expect(root?.querySelector('a[title="Switch language"]')).toBeNull();
    expect(root?.querySelector('[aria-label="Merchant links"]')).toBeNull();

    await setAppearance({
      payment_request: { theme: 'default', show_social_links: true, show_language_button: true },
    });
    const plain = themedRoot((await app.inject({ url: `/en/pos/pay/${created.id}` })).body);
    expect(plain?.getAttribute('data-theme')).toBe('default');
    expect(plain?.querySelector('a[title="Switch language"]')).not.toBeNull();
    expect(plain?.querySelector('[aria-label="Merchant links"]')).not.toBeNull();
  });

  it('draws the events list and the food menu in their own plugins’ themes', async () => {
    await setAppearance({
      event: { theme: 'custom-events', show_social_links: true, show_language_button: false },
      food_ordering: { theme: 'valentino', show_social_links: true, show_language_button: false },
    });
    const events = themedRoot((await app.inject({ url: '/ar/events' })).body);
    expect(events?.getAttribute('data-theme')).toBe('custom-events');
    expect(variables(events)['--gp-header-bg']).toBe('#18181b');
    expect(events?.querySelector('a[title="تغيير اللغة"]')).toBeNull();
    const menu = themedRoot((await app.inject({ url: '/en/new-menu' })).body);
    expect(menu?.getAttribute('data-theme')).toBe('valentino');
    expect(variables(menu)['--chakra-fonts-heading']).toContain('serif');
    expect(menu?.querySelector('a[title="Switch language"]')).toBeNull();

    await setAppearance({
      event: { theme: 'default', show_social_links: true, show_language_button: true },
      food_ordering: { theme: 'default', show_social_links: true, show_language_button: true },
    });
    const plainEvents = themedRoot((await app.inject({ url: '/ar/events' })).body);
    expect(plainEvents?.querySelector('a[title="تغيير اللغة"]')).not.toBeNull();
    const plainMenu = themedRoot((await app.inject({ url: '/en/new-menu' })).body);
    expect(plainMenu?.querySelector('a[title="Switch language"]')).not.toBeNull();
  });
});
