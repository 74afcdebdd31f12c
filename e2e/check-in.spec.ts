import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';
import type { BookingDetails } from '../src/domain/contracts/bookings';
import type { CheckInSyncResponse } from '../src/domain/contracts/check-in';
import type { BookingResponse, EventDetail } from '../src/domain/contracts/events';
import { ADMIN, ADMIN_STATE, capture, DOOR, logIn } from './fixtures';
import { launchDoor } from './support/door-tablet';
import { ticketPageCodes, writeQrVideo } from './support/fake-camera';
import { serviceWorkerControls } from './support/service-worker';

const TABLET = { width: 1280, height: 900 };

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4310}`;
const API = '/api/v1';
const EVENT_SLUG = 'community-iftar';

const TEXT = {
  en: {
    selectEvent: 'Please select any event.',
    gate: 'Gate name',
    saveGate: 'Save gate',
    event: 'Event',
    online: 'Verified online',
    valid: 'QR code is valid. Access granted',
    offline: 'Accepted offline, queued',
    next: 'Next scan',
    rejected: 'Rejected',
    pending: (count: number) =>
      count === 1 ? '1 scan waiting to upload' : `${count} scans waiting to upload`,
    uploaded: 'Every scan is uploaded.',
    conflictsTitle: 'Check-in conflicts',
    scannedYes: 'Yes —',
  },
  ar: {
    selectEvent: 'يرجى اختيار فعالية.',
    gate: 'اسم البوابة',
    saveGate: 'حفظ البوابة',
    event: 'الفعالية',
    online: 'تم التحقق عبر الإنترنت',
    valid: 'رمز QR صالح. تم السماح بالدخول',
    offline: 'مقبول دون اتصال، في قائمة الانتظار',
    next: 'المسح التالي',
    rejected: 'مرفوض',
    pending: (count: number) => (count === 2 ? 'عمليتا مسح بانتظار الرفع' : 'عملية مسح واحدة بانتظار الرفع'),
    uploaded: 'تم رفع كل عمليات المسح.',
    conflictsTitle: 'تعارضات تسجيل الحضور',
    scannedYes: 'نعم —',
  },
} as const;

async function token(request: APIRequestContext, account: { username: string; password: string }) {
  const response = await request.post(`${API}/user/token/`, { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** A real free booking of three places through the customer API; its answer carries each place's signed QR. */
async function bookThreePlaces(request: APIRequestContext, lang: 'en' | 'ar') {
  const event = (await (
    await request.get(`${API}/plugins/event/events/${EVENT_SLUG}?lang=${lang}`)
  ).json()) as EventDetail;
  const ticket = event.tickets[0];
  if (!ticket) throw new Error('the demo event has no ticket');
  const date = ticket.dates.find((day) => ticket.remaining_qty_per_date[day]?.status === 'available');
  const response = await request.post(`${API}/plugins/event/booking`, {
    data: {
      event: EVENT_SLUG,
      ticket: ticket.id,
      event_date: date,
      quantity: 3,
      email: `door-${lang}@example.com`,
      first_name: lang === 'ar' ? 'سارة' : 'Sara',
      last_name: lang === 'ar' ? 'الصباح' : 'Al-Sabah',
      lang,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const booking = (await response.json()) as BookingResponse;
  if (booking.places) {
    expect(booking.places).toHaveLength(3);
    return { event, booking, places: booking.places.map((place) => ({ ...place, code: place.qrcode })) };
  }
  // Without the texts in the answer, the codes come from the customer's ticket page.
  const page = await (await request.get(booking.tickets_url ?? '')).text();
  const codes = ticketPageCodes(page);
  expect(codes).toHaveLength(3);
  return {
    event,
    booking,
    places: codes.map(({ number, matrix }) => ({ number, qrcode: null as string | null, code: matrix })),
  };
}

/** The text the device's camera read for a place, from its offline queue in IndexedDB. */
function queuedText(page: Page, number: string): Promise<string> {
  return page.evaluate(
    (wanted) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('gulfpay');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('scanQueue').objectStore('scanQueue').getAll();
          all.onsuccess = () => {
            const row = (all.result as { qr_number: string; qrcode: string }[]).find(
              (scan) => scan.qr_number === wanted,
            );
            if (row) resolve(row.qrcode);
            else reject(new Error(`${wanted} is not queued`));
          };
        };
      }),
    number,
  );
}

const pending = (page: Page) => page.getByTestId('pending-count');

for (const lang of ['en', 'ar'] as const) {
  test(`door staff check in online, offline and after a restart (${lang})`, async ({ request }, testInfo) => {
    test.setTimeout(240_000);
    const text = TEXT[lang];
    const { event, booking, places } = await bookThreePlaces(request, lang);
    const [first, second, third] = places as [(typeof places)[0], (typeof places)[0], (typeof places)[0]];
    const work = mkdtempSync(join(tmpdir(), `check-in-${lang}-`));
    const profile = join(work, 'profile');
    const videos = places.map((place, index) => {
      const path = join(work, `place-${index}.y4m`);
      writeQrVideo(place.code, path);
      return path;
    });

    try {
      // Online: admitted once, then refused with the gate and time of the first admission.
      let door = await launchDoor(profile, videos[0] as string, TABLET);
      let page = door.pages()[0] ?? (await door.newPage());
      // Door staff land on check-in, and the drawer holds only that: no home, lists or help.
      await logIn(page, DOOR, 'en', 'event/fullfilment');
      const drawer = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(drawer.getByRole('group', { name: 'Events' }).getByRole('link')).toHaveCount(1);
      await expect(drawer.getByRole('link')).toHaveCount(1);

      await page.goto(`/${lang}/event/fullfilment`);
      await expect(page.getByText(text.selectEvent)).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await page.getByLabel(text.gate).fill('Gate 1');
      await page.getByRole('button', { name: text.saveGate }).click();
      await capture(page, testInfo, `check-in-no-event-${lang}`);

      await page
        .getByRole('combobox', { name: text.event, exact: true })
        .selectOption({ label: event.title }, { timeout: 10_000 });
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog).toContainText(text.online);
      await expect(dialog).toContainText(text.valid);
      await expect(dialog).toContainText(first.number);
      // Every booked place of the event is on the device (other runs may have booked more).
      const status = (await page.getByTestId('ticket-list-status').textContent()) ?? '';
      expect(Number(/(\d+)\D*$/.exec(status)?.[1])).toBeGreaterThanOrEqual(3);
      await capture(page, testInfo, `check-in-online-${lang}`);

      await dialog.getByRole('button', { name: text.next }).click();
      const refusal = page.getByRole('alert').filter({ hasText: text.rejected });
      await expect(refusal).toBeVisible({ timeout: 10_000 });
      await expect(refusal).toContainText('Gate 1');
      await capture(page, testInfo, `check-in-refused-${lang}`);
      await serviceWorkerControls(page);
      await door.close();

      // Offline, the device decides alone and queues; a restarted tablet keeps the queue.
      for (const [index, place] of [second, third].entries()) {
        door = await launchDoor(profile, videos[index + 1] as string, TABLET);
        page = door.pages()[0] ?? (await door.newPage());
        // Not the check-in page (general-info sends door staff there): it would upload the queue
        // in the moment before the network goes off.
        await page.goto(`/${lang}/user`);
        await serviceWorkerControls(page);
        await door.setOffline(true);
        await page.goto(`/${lang}/event/fullfilment`);
        const offlineDialog = page.getByRole('dialog');
        await expect(offlineDialog).toContainText(text.offline, { timeout: 20_000 });
        await expect(offlineDialog).toContainText(place.number);
        await expect(pending(page)).toHaveText(text.pending(index + 1));
        if (index === 0) await door.close();
      }
      await capture(page, testInfo, `check-in-offline-${lang}`);

      await page.reload();
      await expect(pending(page)).toHaveText(text.pending(2));

      // Another door uploads the third place first: this device's upload becomes the conflict.
      const thirdText = third.qrcode ?? (await queuedText(page, third.number));
      const doorToken = await token(request, DOOR);
      const seeded = await request.post(`${API}/plugins/event/check-in/sync`, {
        headers: { Authorization: `Bearer ${doorToken}` },
        data: {
          device_id: `seed-device-${lang}`,
          gate: 'Gate 9',
          scans: [
            {
              nonce: crypto.randomUUID(),
              event_id: event.id,
              qrcode: thirdText,
              scanned_at: new Date(Date.now() - 60_000).toISOString(),
            },
          ],
        },
      });
      expect(((await seeded.json()) as CheckInSyncResponse).results[0]?.outcome).toBe('admitted');

      await door.setOffline(false);
      await expect(pending(page)).toHaveText(text.uploaded, { timeout: 20_000 });
      await expect(page.getByRole('alert').filter({ hasText: third.number })).toContainText('Gate 9');
      await page.keyboard.press('Escape');
      await capture(page, testInfo, `check-in-uploaded-${lang}`);
      await door.close();

      // The dashboard: every place attended, and the conflict listed for staff.
      const adminToken = await token(request, ADMIN);
      const details = (await (
        await request.get(`${API}/plugins/event/booking/list/${booking.booking_id}`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        })
      ).json()) as BookingDetails;
      expect(details.members.map((member) => member.is_qr_scanned)).toEqual([true, true, true]);

      const admin = await chromium.launch(chromiumLaunchOptions);
      const adminPage = await (
        await admin.newContext({ baseURL: BASE_URL, storageState: ADMIN_STATE })
      ).newPage();
      // The booking's page shows each place scanned, with the gate that admitted it.
      await adminPage.goto(`/${lang}/event/bookings/${booking.booking_id}`);
      for (const place of places) {
        const placeRow = adminPage.getByRole('row').filter({ hasText: place.number });
        await expect(placeRow).toContainText(text.scannedYes);
        await expect(placeRow).toContainText(/Gate \d/);
      }
      await capture(adminPage, testInfo, `check-in-booking-attended-${lang}`);

      await adminPage.goto(`/${lang}/event/fullfilment/conflicts`);
      await expect(adminPage.getByRole('heading', { name: text.conflictsTitle })).toBeVisible();
      const row = adminPage.getByRole('row').filter({ hasText: third.number });
      await expect(row).toContainText('Gate 9');
      await expect(row).toContainText('Gate 1');
      await capture(adminPage, testInfo, `check-in-conflicts-${lang}`);
      await admin.close();
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
}
