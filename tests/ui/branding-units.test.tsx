import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Unit } from '@/domain/contracts/branding';
import { UnitsSection } from '@/features/branding/components/units-section';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Answer, type Call, fakeServer, renderAt } from './bookings-fixtures';
import { page } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const SALMIYA: Unit = {
  id: 1,
  title_en: 'Salmiya Branch',
  title_ar: 'فرع السالمية',
  logo_url: null,
  website: 'https://demo.gulfpay.test',
  twitter_url: null,
  instagram_url: null,
  facebook_url: null,
  show_unit_title: true,
  header_color: 'f97316',
  header_image_url: null,
  header_image_link: null,
  is_default: true,
  transaction_count: 3,
};

function unitsServer(other: (call: Call) => Answer | undefined = () => undefined) {
  return fakeServer((call) =>
    call.path === '/api/v1/admin/units' && call.method === 'GET' ? page([SALMIYA]) : other(call),
  );
}

async function openNewUnit(lang: 'en' | 'ar' = 'en') {
  renderAt(() => <UnitsSection />, `/${lang}/admin/branding`);
  fireEvent.click(await screen.findByRole('button', { name: lang === 'en' ? 'New unit' : 'وحدة جديدة' }));
  return screen.findByRole('dialog');
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the units of the Branding page', { timeout: 20_000 }, () => {
  it('lists each unit with its default mark and its transactions', async () => {
    unitsServer();
    renderAt(() => <UnitsSection />, '/en/admin/branding');
    const list = await screen.findByRole('list', { name: 'Units' });
    expect(within(list).getByRole('heading', { name: 'Salmiya Branch' })).toBeTruthy();
    expect(within(list).getByText('Default')).toBeTruthy();
    expect(within(list).getByText('3 transactions')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Delete Salmiya Branch' })).toBeTruthy();
  });

  it('says so when there is no unit', async () => {
    fakeServer(() => page([]));
    renderAt(() => <UnitsSection />, '/en/admin/branding');
    expect(
      await screen.findByText('No units yet. Customer pages show your business’s title and logo.'),
    ).toBeTruthy();
  });

  it('offers to try again when the list fails', async () => {
    fakeServer(() => ({ status: 500, body: {} }));
    renderAt(() => <UnitsSection />, '/en/admin/branding');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses the links the server refuses, before sending anything, with the same rule', async () => {
    const calls = unitsServer();
    const dialog = await openNewUnit();
    type(dialog, 'Title (English)', 'Kiosk');
    type(dialog, 'Title (Arabic)', 'كشك');
    type(dialog, 'Website', 'javascript:alert(1)');
    type(dialog, 'Instagram', '//evil.example');
    type(dialog, 'Facebook', 'data:text/html,x');
    type(dialog, 'Header image link', 'vbscript:x');
    type(dialog, 'X (Twitter)', 'www.example.kw');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const scheme = 'Only web addresses starting with https:// or http:// can be used.';
    const malformed = 'Enter a whole web address, such as https://example.com.';
    await waitFor(() => expect(within(dialog).getAllByText(scheme)).toHaveLength(3));
    expect(within(dialog).getAllByText(malformed)).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a unit whose links and colour pass, blank links as none, and previews the header as it is typed', async () => {
    const calls = unitsServer((call) =>
      call.method === 'POST' ? { status: 201, body: { ...SALMIYA, id: 2, title_en: 'Kiosk' } } : undefined,
    );
    const dialog = await openNewUnit();
    type(dialog, 'Title (English)', 'Kiosk');
    type(dialog, 'Title (Arabic)', 'كشك');
    type(dialog, 'Website', ' https://kiosk.example.kw ');
    fireEvent.change(within(dialog).getByDisplayValue('f97316'), { target: { value: '#1E3A8A' } });
    const preview = within(dialog).getByTestId('header-preview');
    expect(preview.textContent).toContain('Kiosk');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title_en: 'Kiosk',
      website: 'https://kiosk.example.kw',
      instagram_url: null,
      header_image_link: null,
      header_color: '1e3a8a',
    });
  });

  it('refuses a colour that is not six hex digits', async () => {
    const calls = unitsServer();
    const dialog = await openNewUnit();
    type(dialog, 'Title (English)', 'Kiosk');
    type(dialog, 'Title (Arabic)', 'كشك');
    fireEvent.change(within(dialog).getByDisplayValue('f97316'), { target: { value: 'orange' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter six hexadecimal digits, such as f97316.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says why in Arabic', async () => {
    await applyLanguage('ar');
    unitsServer();
    const dialog = await openNewUnit('ar');
    type(dialog, 'الموقع الإلكتروني', 'javascript:alert(1)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء' }));
    expect(
      await within(dialog).findByText('لا يُقبل إلا عنوان ويب يبدأ بـ https:// أو http://.'),
    ).toBeTruthy();
  });
});
