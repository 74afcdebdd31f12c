import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppearanceSettings } from '@/domain/contracts/appearance';
import { THEMED_PLUGINS } from '@/domain/themes';
import { AppearancePage } from '@/features/appearance/components/appearance-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { fakeServer, renderAt } from './bookings-fixtures';

const PLAIN = { theme: 'default', show_social_links: true, show_language_button: true } as const;
const SAVED = Object.fromEntries(THEMED_PLUGINS.map((plugin) => [plugin, PLAIN])) as AppearanceSettings;

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe('Appearance page', { timeout: 20_000 }, () => {
  it("saves each plugin's theme and switches, and shows a refused theme under its plugin", async () => {
    let refuse = false;
    const calls = fakeServer((call) => {
      if (call.path !== '/api/v1/admin/appearance') return undefined;
      if (call.method === 'PUT' && refuse)
        return { status: 400, body: { event: ['Select a valid choice.'] } };
      return { status: 200, body: call.method === 'PUT' ? { ...SAVED, ...(call.body as object) } : SAVED };
    });
    renderAt(() => <AppearancePage />, '/en/admin/appearance');

    const requests = await screen.findByRole('region', { name: 'Payment requests' });
    const beta = within(requests).getByRole<HTMLInputElement>('radio', { name: 'Beta' });
    fireEvent.click(beta);
    // Ark reports a change after the click; its item shows the page's state once that is taken.
    const betaItem = beta.closest('[data-part="item"]');
    await waitFor(() => expect(betaItem?.getAttribute('data-state')).toBe('checked'));
    const languageButton = within(requests).getByRole<HTMLInputElement>('checkbox', {
      name: 'Show the language button',
    });
    fireEvent.click(languageButton);
    const languageSwitch = languageButton.closest('[data-part="root"]');
    await waitFor(() => expect(languageSwitch?.getAttribute('data-state')).toBe('unchecked'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Appearance saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      payment_request: { theme: 'beta', show_social_links: true, show_language_button: false },
      event: PLAIN,
    });

    refuse = true;
    // The button is busy until the first save has settled; a click before then does nothing.
    const saveButton = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(saveButton.hasAttribute('disabled')).toBe(false));
    fireEvent.click(saveButton);
    const events = screen.getByRole('region', { name: 'Events' });
    expect((await within(events).findByRole('alert')).textContent).toBe('Select a valid choice.');
  });
});
