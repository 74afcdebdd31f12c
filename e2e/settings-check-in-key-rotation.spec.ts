import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { BookingResponse, EventDetail } from '../src/domain/contracts/events';
import { ADMIN, capture, DOOR, logIn } from './fixtures';
import { launchDoor } from './support/door-tablet';
import { writeQrVideo } from './support/fake-camera';
import { serviceWorkerControls } from './support/service-worker';

const TABLET = { width: 414, height: 900 };

/**
 * Issue 23: staff rotate an event's signing key between two bookings. A door that fetched the
 * list before the rotation and again after it admits, with no network, a ticket of each key.
 * It rotates the demo free event's key for good: later bookings simply carry the new key.
 */
const API = '/api/v1';
const EVENT_SLUG = 'community-iftar';

const TEXT = {
  en: { gate: 'Gate name', saveGate: 'Save gate', event: 'Event', offline: 'Accepted offline, queued' },
  ar: {
    gate: 'اسم البوابة',
    saveGate: 'حفظ البوابة',
    event: 'الفعالية',
    offline: 'مقبول دون اتصال، في قائمة الانتظار',
  },
} as const;

async function token(request: APIRequestContext, account: { username: string; password: string }) {
  const response = await request.post(`${API}/user/token/`, { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** One free place of the demo event, booked as a customer: its number and signed QR text. */
async function bookPlace(request: APIRequestContext, lang: 'en' | 'ar', email: string) {
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
      quantity: 1,
      email,
      first_name: 'Huda',
      last_name: 'Al-Ali',
      lang,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const place = ((await response.json()) as BookingResponse).places?.[0];
  if (!place) throw new Error('the free booking returned no place');
  return { event, place };
}

/** The key ids of the event's list this device keeps. */
const storedKids = (page: Page, eventId: number) =>
  page.evaluate(
    (id) =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('gulfpay');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('doorEvents').objectStore('doorEvents').get(id);
          get.onsuccess = () =>
            resolve(Object.keys((get.result as { keys?: object } | undefined)?.keys ?? {}).map(Number));
        };
      }),
    eventId,
  );

for (const lang of ['en', 'ar'] as const) {
  test(`a door admits offline tickets of the old and the new key after a rotation (${lang})`, async ({
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const before = await bookPlace(request, lang, `rotation-before-${lang}@example.com`);
    const eventId = before.event.id;
    const work = mkdtempSync(join(tmpdir(), `key-rotation-${lang}-`));
    const profile = join(work, 'profile');
    const oldVideo = join(work, 'old.y4m');
    const newVideo = join(work, 'new.y4m');
    writeQrVideo(before.place.qrcode, oldVideo);
    try {
      // The door fetches the list; no gate is named yet, so the camera stays off.
      let door = await launchDoor(profile, oldVideo, TABLET);
      let page = door.pages()[0] ?? (await door.newPage());
      await logIn(page, DOOR, 'en', 'event/fullfilment');
      await page.goto(`/${lang}/event/fullfilment`);
      await page
        .getByRole('combobox', { name: text.event, exact: true })
        .selectOption({ label: before.event.title });
      await expect.poll(() => storedKids(page, eventId)).not.toEqual([]);
      const kidsBefore = await storedKids(page, eventId);

      // Staff rotate the key; the next booking carries the new one.
      const rotated = await request.post(`${API}/admin/events/${eventId}/keys/rotate`, {
        headers: { Authorization: `Bearer ${await token(request, ADMIN)}` },
      });
      expect(rotated.status()).toBe(200);
      const { kid } = (await rotated.json()) as { kid: number };
      const after = await bookPlace(request, lang, `rotation-after-${lang}@example.com`);
      writeQrVideo(after.place.qrcode, newVideo);

      // The door fetches the list again: it now holds the new key beside the old ones.
      await page.reload();
      await expect.poll(() => storedKids(page, eventId)).toEqual([...kidsBefore, kid]);
      await serviceWorkerControls(page);
      await door.close();

      // With no network, each ticket is accepted by the device alone.
      for (const [index, video] of [oldVideo, newVideo].entries()) {
        door = await launchDoor(profile, video, TABLET);
        page = door.pages()[0] ?? (await door.newPage());
        await page.goto(`/${lang}/user`);
        await serviceWorkerControls(page);
        await door.setOffline(true);
        await page.goto(`/${lang}/event/fullfilment`);
        if (index === 0) {
          await page.getByLabel(text.gate).fill('Gate 1');
          await page.getByRole('button', { name: text.saveGate }).click();
        }
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(text.offline, { timeout: 20_000 });
        await expect(dialog).toContainText((index === 0 ? before : after).place.number);
        await capture(page, testInfo, `check-in-key-rotation-${index === 0 ? 'old' : 'new'}-key-${lang}`);
        await door.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
}
