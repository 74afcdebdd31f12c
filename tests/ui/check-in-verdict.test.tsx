import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorTicketList } from '@/domain/contracts/check-in';
import { generateEventKeys, signTicket } from '@/domain/ticket-qr';
import { RE_ARM_MS, ScannerPanel } from '@/features/check-in/components/scanner-panel';
import { pendingCount, saveTicketList } from '@/features/check-in/store/door-store';
import { db } from '@/lib/db';
import { applyLanguage } from '@/lib/i18n';
import type { Lang } from '@/lib/lang-path';
import arCheckIn from '../../locales/ar/check-in.json';
import arServer from '../../locales/ar/server.json';
import enServer from '../../locales/en/server.json';
import { renderWithApp } from './render';

// The camera is the one part happy-dom cannot run: a stand-in qr-scanner that reads what the test shows it.
const camera = vi.hoisted(() => {
  class FakeScanner {
    static all: FakeScanner[] = [];
    starts = 0;
    constructor(
      _video: HTMLVideoElement,
      readonly onDecode: (result: { data: string }) => void,
    ) {
      FakeScanner.all.push(this);
    }
    async start() {
      this.starts += 1;
    }
    async pause() {}
    destroy() {}
  }
  return { FakeScanner, shows: (text: string) => FakeScanner.all.at(-1)?.onDecode({ data: text }) };
});
vi.mock('qr-scanner', () => ({ default: camera.FakeScanner }));

interface Sent {
  path: string;
  body: unknown;
}
type Answer = { status: number; body: unknown } | 'network down';

/** The API server, answering in the language the app asks for (Accept-Language) like the real one. */
function fakeServer(answer: (sent: Sent, lang: Lang) => Answer): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = {
      path: new URL(url, 'http://localhost').pathname.replace('/api/v1/plugins/event', ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    const lang = (init.headers as Record<string, string>)['Accept-Language'] === 'ar' ? 'ar' : 'en';
    const result = answer(call, lang);
    if (result === 'network down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

const EVENT = 7;
const SLOT = '2026-05-02 18:00–23:00';
let keys: { publicKey: string; privateKey: string };

const PLACES: DoorTicketList['places'] = [
  ['AB12-1', 'Sara', 'Al-Sabah', SLOT, 0, 0, 0],
  ['AB12-2', 'نورة', 'المطيري', SLOT, 0, 0, 0],
  ['CX90-1', 'Lina', 'Khan', SLOT, 1, 0, 0],
  ['TT11-1', 'Yousef', 'Al-Rashed', SLOT, 0, 0, 1],
];

beforeAll(async () => {
  keys = await generateEventKeys();
});

beforeEach(async () => {
  await Promise.all([db.doorEvents.clear(), db.doorPlaces.clear(), db.scanQueue.clear()]);
  await saveTicketList({
    event_id: EVENT,
    title: 'Community Iftar',
    public_key: keys.publicKey,
    keys: [{ kid: 1, public_key: keys.publicKey }],
    generated_at: '2026-05-01T15:00:00Z',
    places: PLACES,
  });
  camera.FakeScanner.all.length = 0;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

/** The door's scanner with its camera running; `scan` shows it a signed ticket of one place. */
async function openScanner() {
  renderWithApp(<ScannerPanel eventId={EVENT} gate="Gate 1" deviceId="tablet-1" />);
  await waitFor(() => expect(camera.FakeScanner.all).toHaveLength(1));
  const scanner = camera.FakeScanner.all[0] as InstanceType<typeof camera.FakeScanner>;
  await waitFor(() => expect(scanner.starts).toBe(1));
  return {
    scanner,
    scan: async (number: string) => {
      const text = await signTicket(keys.privateKey, EVENT, 1, number);
      act(() => camera.shows(text));
      return text;
    },
  };
}

const detailsIn = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

const SERVER = { en: enServer, ar: arServer };

const STRINGS = {
  en: {
    online: 'Verified online',
    valid: 'QR code is valid. Access granted',
    offline: 'Accepted offline, queued',
    rejected: 'Rejected',
    canceled: 'Booking canceled',
    test: 'Test ticket: paid on a test account, not valid for entry',
    labels: ['QR number', 'First name', 'Last name', 'Slot'],
  },
  ar: {
    online: arCheckIn.outcome.online,
    valid: arServer['checkin.access_granted'],
    offline: arCheckIn.outcome.offline,
    rejected: arCheckIn.outcome.rejected,
    canceled: arCheckIn.reason.canceled,
    test: arCheckIn.reason.test_ticket,
    labels: [
      arCheckIn.result.qr_number,
      arCheckIn.result.first_name,
      arCheckIn.result.last_name,
      arCheckIn.result.slot,
    ],
  },
} as const;

describe.each(['en', 'ar'] as const)('the verdict on a scanned ticket (%s)', (lang) => {
  const text = STRINGS[lang];
  const [qrLabel, firstLabel, lastLabel, slotLabel] = text.labels;

  beforeEach(() => applyLanguage(lang));

  it('shows the place and "access granted" when the server admits it', async () => {
    const sent = fakeServer((call, asked) =>
      call.path === '/validate_qr_code'
        ? {
            status: 200,
            body: {
              qr_number: 'AB12-2',
              customer_first_name: 'نورة',
              customer_last_name: 'المطيري',
              slot: SLOT,
              message: SERVER[asked]['checkin.access_granted'],
            },
          }
        : { status: 404, body: {} },
    );
    const { scan } = await openScanner();
    const qrcode = await scan('AB12-2');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(text.online)).toBeTruthy();
    expect(within(dialog).getByText(text.valid)).toBeTruthy();
    expect(within(dialog).queryByText(text.offline)).toBeNull();
    expect(detailsIn(dialog)).toEqual({
      [qrLabel]: 'AB12-2',
      [firstLabel]: 'نورة',
      [lastLabel]: 'المطيري',
      [slotLabel]: SLOT,
    });
    expect(sent).toEqual([
      {
        path: '/validate_qr_code',
        body: { event_id: EVENT, qrcode, gate: 'Gate 1', device_id: 'tablet-1' },
      },
    ]);
    expect(await pendingCount()).toBe(0);
  });

  it('says "accepted offline, queued" when the network is down, from the list on the device', async () => {
    fakeServer(() => 'network down');
    const { scan } = await openScanner();
    await scan('AB12-1');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(text.offline).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText(text.online)).toBeNull();
    expect(within(dialog).queryByText(text.valid)).toBeNull();
    expect(detailsIn(dialog)).toEqual({
      [qrLabel]: 'AB12-1',
      [firstLabel]: 'Sara',
      [lastLabel]: 'Al-Sabah',
      [slotLabel]: SLOT,
    });
    await waitFor(async () => expect(await pendingCount()).toBe(1));
  });

  it("shows the server's reason and the first admission when it refuses a ticket", async () => {
    fakeServer((call, asked) =>
      call.path === '/validate_qr_code'
        ? {
            status: 400,
            body: {
              qrcode: [
                SERVER[asked]['checkin.already_admitted']
                  .replace('{{gate}}', 'Gate 2')
                  .replace('{{time}}', '18:04'),
              ],
              first_admission: { at: '2026-05-02T15:04:00Z', gate: 'Gate 2', device_id: 'tablet-2' },
            },
          }
        : { status: 404, body: {} },
    );
    const { scan } = await openScanner();
    await scan('AB12-1');

    const alert = await screen.findByRole('alert');
    const reason = SERVER[lang]['checkin.already_admitted']
      .replace('{{gate}}', 'Gate 2')
      .replace('{{time}}', '18:04');
    expect(within(alert).getByText(`${text.rejected}: ${reason}`)).toBeTruthy();
    expect(alert.textContent).toContain('Gate 2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(text.valid)).toBeNull();
    expect(await pendingCount()).toBe(0);
  });

  it('refuses a canceled booking on the device with no network and queues nothing', async () => {
    fakeServer(() => 'network down');
    const { scan } = await openScanner();
    await scan('CX90-1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`${text.rejected}: ${text.canceled}`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await pendingCount()).toBe(0);
  });

  it('refuses a ticket paid on a test account on the device with no network, saying why', async () => {
    fakeServer(() => 'network down');
    const { scan } = await openScanner();
    await scan('TT11-1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`${text.rejected}: ${text.test}`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(text.offline)).toBeNull();
    expect(await pendingCount()).toBe(0);
  });
});

describe('the camera between tickets', () => {
  it('scans again when the result dialog is closed', async () => {
    fakeServer(() => 'network down');
    const { scan, scanner } = await openScanner();
    await scan('AB12-1');
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByText('Checking the ticket…')).toBeTruthy();
    expect(scanner.starts).toBe(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next scan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(scanner.starts).toBe(2));
    expect(screen.getByText("Point the camera at a ticket's QR code.")).toBeTruthy();
  });

  it(`scans again ${RE_ARM_MS / 1000} seconds after a refused ticket`, async () => {
    fakeServer(() => 'network down');
    const { scan, scanner } = await openScanner();
    await scan('ZZ99-1');
    expect(await screen.findByText("Rejected: Ticket not found in this event's list")).toBeTruthy();

    await new Promise((resolve) => setTimeout(resolve, RE_ARM_MS - 300));
    expect(scanner.starts).toBe(1);
    await waitFor(() => expect(scanner.starts).toBe(2));
  });
});
