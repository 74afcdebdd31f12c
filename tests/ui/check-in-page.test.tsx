import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardEvent } from '@/domain/contracts/bookings';
import type { CheckInSyncRequest, DoorTicketList } from '@/domain/contracts/check-in';
import { GATE_NAME_MAX } from '@/domain/event-gates';
import { generateEventKeys, parseTicketQr, signTicket } from '@/domain/ticket-qr';
import { CheckInPage } from '@/features/check-in/components/check-in-page';
import { decideOffline, saveDevice, saveTicketList } from '@/features/check-in/store/door-store';
import { db } from '@/lib/db';
import { applyLanguage } from '@/lib/i18n';
import arCheckIn from '../../locales/ar/check-in.json';
import { renderAt } from './bookings-fixtures';

// The camera is the one part happy-dom cannot run: a stand-in qr-scanner that reads what the test shows it.
const camera = vi.hoisted(() => {
  class FakeScanner {
    static all: FakeScanner[] = [];
    constructor(
      _video: HTMLVideoElement,
      readonly onDecode: (result: { data: string }) => void,
    ) {
      FakeScanner.all.push(this);
    }
    async start() {}
    async pause() {}
    destroy() {}
  }
  return { FakeScanner, shows: (text: string) => FakeScanner.all.at(-1)?.onDecode({ data: text }) };
});
vi.mock('qr-scanner', () => ({ default: camera.FakeScanner }));

const EVENT = 7;
const SLOT = '2026-05-02 18:00–23:00';
const IFTAR: DashboardEvent = {
  id: EVENT,
  slug: 'community-iftar',
  title: 'Community Iftar',
  is_free: true,
  currency_code: 'KWD',
};
let keys: { publicKey: string; privateKey: string };
let list: DoorTicketList;

/**
 * The API server: the events open for check-in, the ticket list, and the offline upload,
 * which fails while `network.up` is false (nothing comes back, as at a venue with no signal).
 */
const network = { up: true };
function fakeServer(events: DashboardEvent[] = [IFTAR]): { path: string; body: unknown }[] {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname.replace('/api/v1/plugins/event', '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ path, body });
    if (!network.up) throw new TypeError('Failed to fetch');
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
    if (path === '/dashboard/events') return json(200, events);
    if (path === `/check-in/ticket-list/${EVENT}`) return json(200, list);
    if (path === '/check-in/sync') {
      const { scans } = body as CheckInSyncRequest;
      return json(200, {
        results: scans.map((scan) => ({
          nonce: scan.nonce,
          outcome: 'admitted',
          qr_number: parseTicketQr(scan.qrcode)?.number ?? null,
          reason: null,
          first_admission: null,
        })),
      });
    }
    return json(404, { message: 'Not found' });
  });
  return sent;
}

const renderPage = (lang: 'en' | 'ar' = 'en') =>
  renderAt(() => <CheckInPage />, `/${lang}/event/fullfilment`);

beforeAll(async () => {
  keys = await generateEventKeys();
  list = {
    event_id: EVENT,
    title: 'Community Iftar',
    public_key: keys.publicKey,
    keys: [{ kid: 1, public_key: keys.publicKey }],
    generated_at: '2026-05-01T15:00:00Z',
    places: ['AB12-1', 'AB12-2', 'AB12-3', 'AB12-4'].map((number) => [
      number,
      'Sara',
      'Al-Sabah',
      SLOT,
      0,
      0,
      0,
    ]),
  };
});

beforeEach(async () => {
  await Promise.all([db.doorEvents.clear(), db.doorPlaces.clear(), db.scanQueue.clear(), db.kv.clear()]);
  camera.FakeScanner.all.length = 0;
  network.up = true;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe('the gate of an event whose gates staff named', () => {
  it.each([
    ['en', 'Gate name', 'Choose a gate', 'Save gate', 'Gate: South'],
    ['ar', arCheckIn.device.gate, arCheckIn.device.gate_placeholder, arCheckIn.device.save, null],
  ] as const)('is chosen from them, not typed (%s)', async (lang, label, placeholder, save, line) => {
    await applyLanguage(lang);
    fakeServer([{ ...IFTAR, gates: ['North', 'South'] }]);
    await saveDevice({ event_id: EVENT });
    renderPage(lang);
    const select = await screen.findByRole('combobox', { name: new RegExp(label) });
    await within(select).findByRole('option', { name: 'South' });
    expect(within(select).getByRole('option', { name: placeholder })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: new RegExp(label) })).toBeNull();
    fireEvent.change(select, { target: { value: 'South' } });
    fireEvent.click(screen.getByRole('button', { name: save }));
    await waitFor(async () =>
      expect((await db.kv.toArray()).some((row) => JSON.stringify(row).includes('"gate":"South"'))).toBe(
        true,
      ),
    );
    if (line) expect(await screen.findByText(line)).toBeTruthy();
  });
});

describe('the check-in page without an event', () => {
  it('asks for an event and starts no camera until one is chosen and the gate named', async () => {
    const sent = fakeServer();
    renderPage();
    expect((await screen.findByText('Please select any event.')).getAttribute('role')).toBe('status');
    expect(screen.queryByLabelText('Camera')).toBeNull();
    expect(sent.some((call) => call.path.startsWith('/check-in/ticket-list'))).toBe(false);

    const picker = screen.getByRole('combobox', { name: 'Event' });
    await screen.findByRole('option', { name: 'Community Iftar' });
    fireEvent.change(picker, { target: { value: String(EVENT) } });
    await waitFor(() => expect(screen.queryByText('Please select any event.')).toBeNull());
    expect(await screen.findByText(/4 places$/)).toBeTruthy();
    expect(screen.getByText("Enter this gate's name before scanning.")).toBeTruthy();
    expect(camera.FakeScanner.all).toHaveLength(0);

    // A typed gate may be as long as a gate staff name on the event's page.
    const typed = screen.getByRole('textbox', { name: /Gate name/ });
    expect(typed.getAttribute('maxlength')).toBe(String(GATE_NAME_MAX));
    fireEvent.change(typed, { target: { value: 'Gate 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save gate' }));
    expect(await screen.findByText('Gate: Gate 1')).toBeTruthy();
    await waitFor(() => expect(camera.FakeScanner.all).toHaveLength(1));
    expect(screen.getAllByLabelText('Camera').length).toBeGreaterThan(0);
  });

  it('asks in Arabic', async () => {
    await applyLanguage('ar');
    fakeServer();
    renderPage('ar');
    const prompt = await screen.findByText(arCheckIn.event.required);
    expect(prompt.getAttribute('role')).toBe('status');
    expect(screen.queryByLabelText(arCheckIn.scanner.label)).toBeNull();
    expect(camera.FakeScanner.all).toHaveLength(0);
  });
});

describe('the pending count', () => {
  /** A door already set up, with two scans accepted offline earlier and not yet uploaded. */
  async function doorWithTwoQueued() {
    await saveTicketList(list);
    await saveDevice({ gate: 'Gate 1', event_id: EVENT });
    for (const number of ['AB12-1', 'AB12-2'])
      await decideOffline(EVENT, await signTicket(keys.privateKey, EVENT, 1, number));
  }

  it('tells screen readers how many scans wait, counts a new offline scan, and empties on upload', async () => {
    await doorWithTwoQueued();
    network.up = false;
    const sent = fakeServer();
    renderPage();

    const count = await screen.findByTestId('pending-count');
    expect(count.getAttribute('role')).toBe('status');
    expect(count.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(count.textContent).toBe('2 scans waiting to upload'));
    expect(await screen.findByText('The upload failed; it is retried automatically.')).toBeTruthy();

    await waitFor(() => expect(camera.FakeScanner.all).toHaveLength(1));
    const text = await signTicket(keys.privateKey, EVENT, 1, 'AB12-3');
    act(() => camera.shows(text));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Accepted offline, queued').length).toBeGreaterThan(0);
    await waitFor(() => expect(count.textContent).toBe('3 scans waiting to upload'));

    // The network returns: the queue uploads on its own (the retry after the failure).
    network.up = true;
    await waitFor(() => expect(count.textContent).toBe('Every scan is uploaded.'));
    const uploaded = sent
      .filter((call) => call.path === '/check-in/sync')
      .flatMap((call) =>
        (call.body as CheckInSyncRequest).scans.map((scan) => parseTicketQr(scan.qrcode)?.number),
      );
    expect(new Set(uploaded)).toEqual(new Set(['AB12-1', 'AB12-2', 'AB12-3']));
  });

  it('says the count in Arabic, with the Arabic plural', async () => {
    await doorWithTwoQueued();
    await applyLanguage('ar');
    network.up = false;
    fakeServer();
    renderPage('ar');
    const count = await screen.findByTestId('pending-count');
    await waitFor(() => expect(count.textContent).toBe(arCheckIn.pending.count_two));
  });
});
