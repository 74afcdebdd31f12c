import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventsPage } from '@/features/events-admin/components/events-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { renderAt } from './bookings-fixtures';
import { DOOR_STAFF, eventsServer, ORGANISER, SUMMIT } from './events-admin-fixtures';
import { page } from './staff-fixtures';

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const listed = (call: { path: string; method: string }) =>
  call.path === '/api/v1/admin/events' && call.method === 'GET';

describe('the events list', { timeout: 20_000 }, () => {
  it('shows each event with its status, dates and places, and searches', async () => {
    const calls = eventsServer(ORGANISER, (call) => (listed(call) ? page([SUMMIT]) : undefined));
    renderAt(() => <EventsPage />, '/en/admin/events');
    const list = await screen.findByRole('list', { name: 'Events' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Gulf Tech Summit' }).getAttribute('href')).toBe(
      '/en/admin/events/1',
    );
    expect(within(card).getByText('Published')).toBeTruthy();
    expect(within(card).getByText('On sale')).toBeTruthy();
    expect(within(card).getByText('5 of 600 places taken')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), {
      target: { value: 'summit' },
    });
    await waitFor(() =>
      expect(calls.some((call) => listed(call) && call.query.get('search') === 'summit')).toBe(true),
    );
  });

  it('reads in Arabic, right to left', async () => {
    await applyLanguage('ar');
    eventsServer(ORGANISER, (call) => (listed(call) ? page([SUMMIT]) : undefined));
    renderAt(() => <EventsPage />, '/ar/admin/events');
    const list = await screen.findByRole('list', { name: 'الفعاليات' });
    expect(within(list).getByRole('link', { name: 'قمة الخليج للتقنية' })).toBeTruthy();
    expect(within(list).getByText('متاحة للبيع')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('offers "New event" only to those who manage events, and creates a draft', async () => {
    const calls = eventsServer(ORGANISER, (call) => {
      if (listed(call)) return page([]);
      if (call.path === '/api/v1/admin/events' && call.method === 'POST')
        return { status: 400, body: { slug: ['Another event of yours has this address already.'] } };
      return undefined;
    });
    renderAt(() => <EventsPage />, '/en/admin/events');
    expect(await screen.findByText('No events here yet.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title (English)'), {
      target: { value: 'Harbour Concert' },
    });
    fireEvent.change(within(dialog).getByLabelText('Title (Arabic)'), { target: { value: 'حفل الميناء' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(await within(dialog).findByText('Another event of yours has this address already.')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      slug: 'harbour-concert',
      title_en: 'Harbour Concert',
      currency: 'KWD',
      is_free: false,
    });
  });

  it('shows door staff the list without "New event", and a retry when the list fails', async () => {
    eventsServer(DOOR_STAFF, (call) => (listed(call) ? { status: 500, body: {} } : undefined));
    renderAt(() => <EventsPage />, '/en/admin/events');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
  });
});
