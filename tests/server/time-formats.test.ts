import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { enqueueTicketEmail } from '../../server/modules/events/service.ts';
import type { QrScanResult } from '../../src/domain/contracts/check-in.ts';
import type { AttemptResult, PayTransaction } from '../../src/domain/contracts/payments.ts';
import type { TransactionDetail } from '../../src/domain/contracts/transactions.ts';
import { EVENT, scan, seedDoorEvent, seedPlaces } from './check-in-fixtures.ts';
import { ADMIN, authed, createTestApp, login } from './helper.ts';
import { createRequest, PR, payAndPress } from './modules/payments/fixtures.ts';

/**
 * Date and time formats are one per language: the same instant (or ticket slot) reads the same
 * on the pay page, the result page, the receipt, the dashboard, the ticket page, the email and
 * at the door. Expected texts are written out here, not taken from the formatter.
 */
const app = await createTestApp();
// The sandbox gateway calls back over real HTTP, so the app listens on a loopback port.
await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());
const admin = await login(app, ADMIN);

// 19:04 on Thursday 5 March 2026 in Kuwait.
const INSTANT = new Date('2026-03-05T16:04:00Z');
const DATE_TIME = { en: 'Thu, 5 Mar 2026, 07:04 PM', ar: 'الخميس، 5 مارس 2026، 07:04 م' } as const;
const SLOT = {
  en: 'Sat, 2 May 2026, \u206806:00 PM – 11:00 PM\u2069',
  ar: 'السبت، 2 مايو 2026، \u206806:00 م – 11:00 م\u2069',
} as const;
const LANGS = ['en', 'ar'] as const;

describe('one date-time format per language for an instant', () => {
  it('writes when a payment happened alike on the pay page, the result, the receipt and the dashboard', async () => {
    const created = await createRequest(app, admin.access);
    const started = await payAndPress(app, created.id, 'kpay', 'approve');
    await queryable(app.db)
      .updateTable('transactions')
      .set({ created_at: INSTANT })
      .where('id', '=', created.id)
      .execute();
    await queryable(app.db)
      .updateTable('payment_attempts')
      .set({ updated_at: INSTANT })
      .where('id', '=', started.attempt_id)
      .execute();

    for (const lang of LANGS) {
      const headers = { 'accept-language': lang };
      const payPage = (await app.inject({ url: `${PR}/pay/${created.id}`, headers })).json<PayTransaction>();
      const result = (
        await app.inject({ url: `${PR}/details/${started.attempt_id}`, headers })
      ).json<AttemptResult>();
      const receipt = await app.inject({ url: `${PR}/receipt/${started.attempt_id}?lang=${lang}` });
      const detail = (
        await app.inject(
          authed(admin.access, { url: `/api/v1/plugins/payment_request/transaction/${created.id}`, headers }),
        )
      ).json<TransactionDetail>();

      expect(Object.values(payPage.merchant_details)).toContain(DATE_TIME[lang]);
      expect(Object.values(result.payment_details)).toContain(DATE_TIME[lang]);
      expect(receipt.body).toContain(DATE_TIME[lang]);
      expect(detail.details?.map((row) => row.value)).toContain(DATE_TIME[lang]);
    }
  });
});

describe('one slot and time format per language for a ticket', () => {
  it('writes the slot alike on the ticket page, in the email and at the door', async () => {
    const event = await seedDoorEvent(app, 'Formats Night');
    const places = await seedPlaces(app, event, { count: 2 });
    const { access_token } = await queryable(app.db)
      .selectFrom('bookings')
      .select('access_token')
      .where('id', '=', places.bookingId)
      .executeTakeFirstOrThrow();
    // The email is in the booking's language: English first, then the same booking in Arabic.
    const emailIn = async (lang: 'en' | 'ar') => {
      await queryable(app.db)
        .updateTable('bookings')
        .set({ lang })
        .where('id', '=', places.bookingId)
        .execute();
      await enqueueTicketEmail(app.db, 'http://pay.test', places.bookingId, 'booking_confirmation');
      return queryable(app.db)
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', 'fatima@example.kw')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    };
    const email = await emailIn('en');
    const emailAr = await emailIn('ar');

    for (const [index, lang] of LANGS.entries()) {
      const page = await app.inject({
        url: `${EVENT}/tickets/${places.bookingId}?token=${access_token}&lang=${lang}`,
      });
      expect(page.body).toContain(SLOT[lang]);
      const qrcode = places.qrs[index] as string;
      const door = await scan(app, admin.access, { event_id: event.id, qrcode }, lang);
      expect(door.json<QrScanResult>().slot).toBe(SLOT[lang]);
    }
    expect(email.body).toContain('is confirmed: 2 places on Sat, 2 May 2026 at 06:00 PM');
    expect(emailAr.body).toContain(': مكانان بتاريخ');
    expect(emailAr.body).toContain('السبت، 2 مايو 2026');
    expect(emailAr.body).toContain('06:00 م');
  });

  it('says at the door when a place was first admitted, as hh:mm A in each language', async () => {
    const event = await seedDoorEvent(app, 'Formats Door');
    const places = await seedPlaces(app, event);
    await queryable(app.db)
      .updateTable('booking_members')
      .set({ scanned_at: INSTANT, scanned_gate: 'Gate 2', scanned_device: 'tablet-9' })
      .where('number', '=', places.numbers[0] as string)
      .execute();
    const qrcode = places.qrs[0] as string;
    const en = await scan(app, admin.access, { event_id: event.id, qrcode }, 'en');
    const ar = await scan(app, admin.access, { event_id: event.id, qrcode }, 'ar');
    expect(en.json<{ qrcode: string[] }>().qrcode).toEqual(['Already admitted at Gate 2 at 07:04 PM']);
    expect(ar.json<{ qrcode: string[] }>().qrcode[0]).toMatch(/Gate 2 .*07:04 م$/);
  });
});
