import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@/domain/contracts/api-keys';
import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { fakeServer, renderAt } from './bookings-fixtures';

const SHOP: ApiKey = {
  id: 7,
  name: 'Web shop',
  plugin: 'e_commerce',
  prefix: 'gpk_0123456789ab',
  created_at: '2026-11-20T08:00:00.000Z',
  created_by: 'admin',
  last_used_at: null,
  state: 'active',
  revoked_at: null,
  previous_webhook_secret_until: null,
};
const KEY = 'gpk_fedcba987654_SecretPartOfTheKeyShownOnce12345';
const SECRET = 'whsec_ShownOnceToo';
const page = (results: ApiKey[]) => ({ count: results.length, next: null, previous: null, results });

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

/** Opens a key's actions and picks one by keyboard, the way Zag's menu listens for it in any DOM. */
async function choose(trigger: HTMLElement, name: string) {
  fireEvent.click(trigger);
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  const target = items.findIndex((item) => item.textContent === name);
  expect(target).toBeGreaterThanOrEqual(0);
  fireEvent.keyDown(menu, { key: 'Home' });
  for (let index = 0; ; index += 1) {
    await waitFor(() => expect(items[index]?.hasAttribute('data-highlighted')).toBe(true));
    if (index === target) break;
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
  }
  fireEvent.keyDown(menu, { key: 'Enter' });
  return items.map((item) => item.textContent);
}

/** The page's own table (a phone gets cards instead; happy-dom draws both). */
const table = () => screen.getAllByRole('table', { name: 'API keys' })[0] as HTMLElement;

describe('API keys page', { timeout: 20_000 }, () => {
  it('creates a key and shows it once, with its webhook secret, to copy', async () => {
    let keys: ApiKey[] = [];
    const calls = fakeServer((call) => {
      if (call.path !== '/api/v1/admin/api-keys') return undefined;
      if (call.method === 'POST') {
        keys = [SHOP];
        return { status: 201, body: { api_key: SHOP, key: KEY, webhook_secret: SECRET } };
      }
      return { status: 200, body: page(keys) };
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt(() => <ApiKeysPage />, '/en/admin/api-keys');

    await screen.findByText('No API keys yet. Create one for each system that creates transactions.');
    expect(screen.getByRole('link', { name: 'OpenAPI document (JSON)' }).getAttribute('href')).toBe(
      '/api/v1/openapi.json',
    );
    expect(screen.getByRole('link', { name: 'Integration guide' }).getAttribute('href')).toBe(
      '/en/admin/developers/guide',
    );

    fireEvent.click(screen.getByRole('button', { name: 'New API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(within(form).getByRole('textbox', { name: /Name/ }), {
      target: { value: ' Web shop ' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: /Plugin/ }), {
      target: { value: 'e_commerce' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('alertdialog', { name: 'Your new API key' });
    expect(within(shown).getByText(/you will not see it again/)).toBeTruthy();
    expect(within(shown).getByText(KEY)).toBeTruthy();
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Web shop',
      plugin: 'e_commerce',
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy the API key' }));
    await screen.findByText('Copied to clipboard');
    expect(writeText).toHaveBeenCalledWith(KEY);

    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(KEY)).toBeNull());
    const row = await within(await waitFor(table)).findByRole('row', { name: /Web shop/ });
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(row.textContent).not.toContain(KEY);
  });

  it('rolls a key with the overlap chosen and shows the new key once', async () => {
    const calls = fakeServer((call) => {
      if (call.path === '/api/v1/admin/api-keys') return { status: 200, body: page([SHOP]) };
      if (call.path === '/api/v1/admin/api-keys/7/roll')
        return { status: 201, body: { api_key: { ...SHOP, id: 8 }, key: KEY } };
      return undefined;
    });
    renderAt(() => <ApiKeysPage />, '/en/admin/api-keys');
    await waitFor(table);
    await choose(within(table()).getByRole('button', { name: 'Actions for Web shop' }), 'Roll the key');
    const dialog = await screen.findByRole('dialog', { name: 'Roll the key Web shop' });
    // A day is offered first: long enough to deploy the new key.
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'For 24 hours' }).checked).toBe(true);
    const hour = within(dialog).getByRole<HTMLInputElement>('radio', { name: 'For 1 hour' });
    fireEvent.click(hour);
    await waitFor(() =>
      expect(hour.closest('[data-part="item"]')?.getAttribute('data-state')).toBe('checked'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll' }));
    const shown = await screen.findByRole('alertdialog', { name: 'Your new API key for Web shop' });
    expect(within(shown).getByText(KEY)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ overlap_hours: 1 });
  });

  it('asks before revoking, and says so in Arabic with the expiring key’s time', async () => {
    await applyLanguage('ar');
    const expiring: ApiKey = { ...SHOP, id: 9, state: 'expiring', revoked_at: '2026-11-27T09:00:00.000Z' };
    const calls = fakeServer((call) => {
      if (call.path === '/api/v1/admin/api-keys') return { status: 200, body: page([expiring]) };
      if (call.path === '/api/v1/admin/api-keys/9/revoke')
        return { status: 200, body: { ...expiring, state: 'revoked' } };
      return undefined;
    });
    renderAt(() => <ApiKeysPage />, '/ar/admin/api-keys');
    const list = await waitFor(() => screen.getAllByRole('table', { name: 'مفاتيح API' })[0] as HTMLElement);
    expect(within(list).getByText(/^ينتهي/)).toBeTruthy();
    const offered = await choose(
      within(list).getByRole('button', { name: 'إجراءات Web shop' }),
      'إلغاء المفتاح',
    );
    // An expiring key was rolled already: it can only be revoked.
    expect(offered).toEqual(['إلغاء المفتاح']);
    const confirm = await screen.findByRole('alertdialog', { name: 'إلغاء المفتاح Web shop؟' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'نعم' }));
    await screen.findByText('أُلغي المفتاح Web shop.');
    expect(calls.some((call) => call.path === '/api/v1/admin/api-keys/9/revoke')).toBe(true);
  });

  it('says when the list cannot be loaded and offers to try again', async () => {
    fakeServer(() => ({ status: 500, body: {} }));
    renderAt(() => <ApiKeysPage />, '/en/admin/api-keys');
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
  });
});
