import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import arCheckIn from '../locales/ar/check-in.json' with { type: 'json' };
import arServer from '../locales/ar/server.json' with { type: 'json' };
import enCheckIn from '../locales/en/check-in.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import type { EventDetail } from '../src/domain/contracts/events';
import type { AttemptResult } from '../src/domain/contracts/payments';
import type { KnetFake } from '../tests/support/providers/knet-fake';
import type { MyFatoorahFake } from '../tests/support/providers/myfatoorah-fake';
import { capture, DOOR, logIn } from './fixtures';
import { launchDoor } from './support/door-tablet';
import { ticketPageCodes, writeQrVideo } from './support/fake-camera';
import { adminToken } from './support/payments';
import { gatewaysAdmin, KNET_ACCOUNT, startFakes } from './support/providers';
import { serviceWorkerControls } from './support/service-worker';

const TABLET = { width: 414, height: 896 };

// A gateway still on KNET's test account is public and KNET's test cards are published: a
// ticket paid through it is issued but must never let anyone in, online or from a tablet's
// own list with no network. Merchant-wide gateway and event changes, so it runs with the
// settings specs and puts them back.
const CODE = 'knet-test-e2e';
const EVENT_SLUG = 'gulf-tech-summit';
const API = '/api/v1';

const TEXT = {
  en: {
    testTickets: enServer['events.tickets.test'],
    rejected: `${enCheckIn.outcome.rejected}: `,
    online: enServer['checkin.test_ticket'],
    offline: enCheckIn.reason.test_ticket,
    gate: 'Gate name',
    saveGate: 'Save gate',
    event: 'Event',
  },
  ar: {
    testTickets: arServer['events.tickets.test'],
    rejected: `${arCheckIn.outcome.rejected}: `,
    online: arServer['checkin.test_ticket'],
    offline: arCheckIn.reason.test_ticket,
    gate: 'اسم البوابة',
    saveGate: 'حفظ البوابة',
    event: 'الفعالية',
  },
} as const;

let knet: KnetFake;
let mf: MyFatoorahFake;
let event: EventDetail;
let originalCodes: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 240_000 });
const slow = { timeout: 30_000 };

const adminHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await adminToken(request)}`,
});
const setEventCodes = async (request: APIRequestContext, codes: string[]) => {
  const res = await request.patch(`${API}/admin/events/${event.id}`, {
    headers: await adminHeaders(request),
    data: { pg_codes: codes },
  });
  expect(res.status(), await res.text()).toBe(200);
};

test.beforeAll(async ({ request }) => {
  ({ knet, mf } = await startFakes(test.info().parallelIndex));
  await (await gatewaysAdmin(request)).configure(CODE, 'knet', ['KNET Test Bank', 'كي نت بنك تجريبي'], {
    credentials: {
      tranportal_id: KNET_ACCOUNT.tranportalId,
      tranportal_password: KNET_ACCOUNT.password,
      resource_key: KNET_ACCOUNT.resourceKey,
      base_url: knet.url,
    },
  });
  event = (await (await request.get(`${API}/plugins/event/events/${EVENT_SLUG}`)).json()) as EventDetail;
  const admin = (await (
    await request.get(`${API}/admin/events/${event.id}`, { headers: await adminHeaders(request) })
  ).json()) as { pg_codes: string[] };
  originalCodes = admin.pg_codes;
  await setEventCodes(request, [...originalCodes, CODE]);
});

test.afterAll(async ({ request }) => {
  await setEventCodes(request, originalCodes);
  await (await gatewaysAdmin(request)).remove(CODE);
  await Promise.all([knet.close(), mf.close()]);
});

const eventTitle = async (request: APIRequestContext, lang: 'en' | 'ar') =>
  (
    (await (
      await request.get(`${API}/plugins/event/events/${EVENT_SLUG}?lang=${lang}`)
    ).json()) as EventDetail
  ).title;

/** The customer books one place and pays on the fake KNET's page; the ticket page's HTML. */
async function buyTestTicket(page: Page, request: APIRequestContext, lang: 'en' | 'ar') {
  const ticket = event.tickets[0];
  if (!ticket) throw new Error('the summit has no ticket');
  const date = ticket.dates.find((day) => ticket.remaining_qty_per_date[day]?.status === 'available');
  const booked = await request.post(`${API}/plugins/event/booking`, {
    data: {
      event: EVENT_SLUG,
      ticket: ticket.id,
      event_date: date,
      quantity: 1,
      email: `test-ticket-${lang}@example.com`,
      first_name: lang === 'ar' ? 'يوسف' : 'Yousef',
      last_name: lang === 'ar' ? 'الراشد' : 'Al-Rashed',
      lang,
      gateway_code: CODE,
      ...(event.phone.enabled ? { phone: '+96550001234' } : {}),
      ...(event.extra_fields.length ? { fields: { company: 'Gulf Bank' } } : {}),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await page.goto((await booked.json()).redirect_url);
  await expect(page).toHaveURL(/\/kpg\/PaymentHTTP\.htm\?param=paymentInit/, slow);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pos\/attempt-detail\/[0-9a-f-]{36}$/, slow);
  const attemptId = page.url().split('/').at(-1) as string;
  const result = (await (
    await request.get(`${API}/plugins/pos/transaction/details/${attemptId}?lang=${lang}`)
  ).json()) as AttemptResult;
  expect(result.tickets_url).toBeTruthy();
  return result.tickets_url as string;
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`a ticket paid on a test account says so and is refused at the door, online and offline (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 414, height: 896 });
    // The page's language is the link's: read it in the language of this run.
    const ticketsUrl = (await buyTestTicket(page, request, lang)).replace(/lang=\w+/, `lang=${lang}`);
    await page.goto(ticketsUrl);
    await expect(page.getByRole('status')).toHaveText(text.testTickets);
    await capture(page, testInfo, `test-ticket-page-414-${lang}`);
    const [place] = ticketPageCodes(await (await request.get(ticketsUrl)).text());
    if (!place) throw new Error('the ticket page shows no QR code');

    const work = mkdtempSync(join(tmpdir(), `test-ticket-${lang}-`));
    const profile = join(work, 'profile');
    const video = join(work, 'place.y4m');
    writeQrVideo(place.matrix, video);
    let door: BrowserContext | null = null;
    try {
      door = await launchDoor(profile, video, TABLET);
      let doorPage = door.pages()[0] ?? (await door.newPage());
      await logIn(doorPage, DOOR, 'en', 'event/fullfilment');
      await doorPage.goto(`/${lang}/event/fullfilment`);
      await doorPage.getByLabel(text.gate).fill('Gate 1');
      await doorPage.getByRole('button', { name: text.saveGate }).click();
      await doorPage
        .getByRole('combobox', { name: text.event, exact: true })
        .selectOption({ label: await eventTitle(request, lang) }, { timeout: 10_000 });
      const online = doorPage.getByRole('alert').filter({ hasText: text.online });
      await expect(online).toBeVisible({ timeout: 20_000 });
      await expect(doorPage.getByRole('dialog')).toHaveCount(0);
      await capture(doorPage, testInfo, `test-ticket-refused-online-414-${lang}`);
      await serviceWorkerControls(doorPage);
      await door.close();

      // The tablet restarted with no network decides from its own list, and refuses it too.
      door = await launchDoor(profile, video, TABLET);
      doorPage = door.pages()[0] ?? (await door.newPage());
      await doorPage.goto(`/${lang}/user`);
      await serviceWorkerControls(doorPage);
      await door.setOffline(true);
      await doorPage.goto(`/${lang}/event/fullfilment`);
      const offline = doorPage.getByRole('alert').filter({ hasText: `${text.rejected}${text.offline}` });
      await expect(offline).toBeVisible({ timeout: 20_000 });
      await expect(doorPage.getByTestId('pending-count')).not.toContainText(/1/);
      expect(await doorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
      await capture(doorPage, testInfo, `test-ticket-refused-offline-414-${lang}`);
      await door.close();
    } finally {
      await door?.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
}
