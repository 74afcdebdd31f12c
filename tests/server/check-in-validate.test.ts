import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { CheckInAdmission, QrScanResult } from '../../src/domain/contracts/check-in.ts';
import { PERMISSIONS } from '../../src/domain/permissions.ts';
import { generateEventKeys, signTicket } from '../../src/domain/ticket-qr.ts';
import { kuwaitClock, scan, seedDoorEvent, seedPlaces, tokenWith } from './check-in-fixtures.ts';
import { ADMIN, createTestApp, DOOR, login } from './helper.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const event = await seedDoorEvent(app);

const checkIns = (number: string) =>
  queryable(app.db)
    .selectFrom('check_ins as c')
    .innerJoin('booking_members as m', 'm.id', 'c.member_id')
    .select(['c.outcome', 'c.gate', 'c.device_id', 'c.first_check_in_id', 'c.offline'])
    .where('m.number', '=', number)
    .orderBy('c.id')
    .execute();

describe('online validation at the door', () => {
  it('admits a paid place and says who it is and for which slot, in both languages', async () => {
    const { numbers, qrs } = await seedPlaces(app, event, { firstName: 'Maryam' });
    const res = await scan(app, admin, { event_id: event.id, qrcode: qrs[0] as string, gate: 'Gate 3' });
    expect(res.statusCode).toBe(200);
    expect(res.json<QrScanResult>()).toEqual({
      qr_number: numbers[0],
      customer_first_name: 'Maryam',
      customer_last_name: 'Al-Sabah',
      slot: 'Sat, 2 May 2026, \u206806:00 PM – 11:00 PM\u2069',
      message: 'QR code is valid. Access granted',
    });
    const member = await queryable(app.db)
      .selectFrom('booking_members')
      .select(['scanned_at', 'scanned_gate', 'scanned_device'])
      .where('number', '=', numbers[0] as string)
      .executeTakeFirstOrThrow();
    expect(member.scanned_gate).toBe('Gate 3');
    expect(member.scanned_device).toBe('tablet-1');
    expect(member.scanned_at).not.toBeNull();
    expect(await checkIns(numbers[0] as string)).toEqual([
      { outcome: 'admitted', gate: 'Gate 3', device_id: 'tablet-1', first_check_in_id: null, offline: false },
    ]);

    const other = await seedPlaces(app, event);
    const ar = await scan(app, admin, { event_id: event.id, qrcode: other.qrs[0] as string }, 'ar');
    expect(ar.json<QrScanResult>().message).toBe('رمز QR صالح. تم السماح بالدخول');
    expect(ar.json<QrScanResult>().slot).toBe('السبت، 2 مايو 2026، \u206806:00 م – 11:00 م\u2069');
  });

  it('admits one of 20 simultaneous scans of the same place and refuses the rest', async () => {
    const { numbers, qrs } = await seedPlaces(app, event);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        scan(app, admin, {
          event_id: event.id,
          qrcode: qrs[0] as string,
          gate: `Gate ${i}`,
          device_id: `t${i}`,
        }),
      ),
    );
    const admitted = responses.filter((r) => r.statusCode === 200);
    expect(admitted).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(19);
    const rows = await checkIns(numbers[0] as string);
    expect(rows.filter((r) => r.outcome === 'admitted')).toHaveLength(1);
    expect(rows.filter((r) => r.outcome === 'duplicate')).toHaveLength(19);
    const winner = rows.find((r) => r.outcome === 'admitted');
    for (const res of refused) {
      expect(res.json<{ first_admission: CheckInAdmission }>().first_admission.gate).toBe(winner?.gate);
    }
  });

  it('refuses a second scan, saying at which gate and what time the place was first admitted', async () => {
    const { qrs } = await seedPlaces(app, event);
    const qrcode = qrs[0] as string;
    expect((await scan(app, admin, { event_id: event.id, qrcode, gate: 'Gate 2' })).statusCode).toBe(200);
    const again = await scan(app, admin, {
      event_id: event.id,
      qrcode,
      gate: 'Gate 5',
      device_id: 'tablet-9',
    });
    expect(again.statusCode).toBe(400);
    const body = again.json<{ qrcode: string[]; first_admission: CheckInAdmission }>();
    expect(body.first_admission.gate).toBe('Gate 2');
    expect(body.first_admission.device_id).toBe('tablet-1');
    expect(Date.now() - new Date(body.first_admission.at).getTime()).toBeLessThan(60_000);
    expect(body.qrcode).toEqual([`Already admitted at Gate 2 at ${kuwaitClock(body.first_admission.at)}`]);

    const ar = await scan(app, admin, { event_id: event.id, qrcode }, 'ar');
    const [message] = ar.json<{ qrcode: string[] }>().qrcode;
    expect(message).toContain('تم الدخول مسبقًا عند Gate 2 الساعة');
    expect(message).toMatch(/\d\d:\d\d (ص|م)$/);
  });

  it('refuses tampered, foreign, canceled and unpaid tickets with the reason', async () => {
    const reason = async (qrcode: string) => {
      const res = await scan(app, admin, { event_id: event.id, qrcode });
      expect(res.statusCode).toBe(400);
      return res.json<{ qrcode: string[] }>().qrcode;
    };
    const { numbers, qrs } = await seedPlaces(app, event, { count: 2 });
    const genuine = qrs[0] as string;
    const otherNumber = numbers[1] as string;
    // Another place's number under this place's signature.
    const swapped = genuine.replace(`.${numbers[0]}.`, `.${otherNumber}.`);
    expect(await reason(swapped)).toEqual(['Invalid ticket']);
    const signature = genuine.split('.')[3] as string;
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(await reason(genuine.replace(signature, flipped))).toEqual(['Invalid ticket']);
    expect(await reason('https://example.com/not-a-ticket')).toEqual(['Invalid ticket']);
    const forger = await generateEventKeys();
    expect(await reason(await signTicket(forger.privateKey, event.id, 1, otherNumber))).toEqual([
      'Invalid ticket',
    ]);

    const otherEvent = await seedDoorEvent(app, 'Another Night');
    const foreign = await seedPlaces(app, otherEvent);
    expect(await reason(foreign.qrs[0] as string)).toEqual(['Ticket is for another event']);

    const canceled = await seedPlaces(app, event, { status: 'cancel' });
    expect(await reason(canceled.qrs[0] as string)).toEqual(['Booking canceled']);
    const unpaid = await seedPlaces(app, event, { status: 'pending_payment' });
    expect(await reason(unpaid.qrs[0] as string)).toEqual(['Ticket not paid']);

    // None of them admitted anyone; each refusal is on record.
    const admitted = await queryable(app.db)
      .selectFrom('booking_members')
      .select('id')
      .where('number', 'in', [...numbers, canceled.numbers[0] as string, unpaid.numbers[0] as string])
      .where('scanned_at', 'is not', null)
      .execute();
    expect(admitted).toEqual([]);
    expect(await checkIns(unpaid.numbers[0] as string)).toMatchObject([{ outcome: 'rejected' }]);
  });

  it('lets door staff and events staff check in, and nobody else', async () => {
    const { qrs } = await seedPlaces(app, event, { count: 3 });
    const door = (await login(app, DOOR)).access;
    expect((await scan(app, door, { event_id: event.id, qrcode: qrs[0] as string })).statusCode).toBe(200);
    const eventsStaff = await tokenWith(app, ['access_event']);
    expect((await scan(app, eventsStaff, { event_id: event.id, qrcode: qrs[1] as string })).statusCode).toBe(
      200,
    );
    const scanner = await tokenWith(app, [PERMISSIONS.checkInTickets]);
    expect((await scan(app, scanner, { event_id: event.id, qrcode: qrs[2] as string })).statusCode).toBe(200);
    const payments = await tokenWith(app, ['access_payment_request']);
    const forbidden = await scan(app, payments, { event_id: event.id, qrcode: qrs[2] as string });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You do not have permission to perform this action.' });
    expect(
      (await scan(app, 'not-a-token', { event_id: event.id, qrcode: qrs[2] as string })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for an event the merchant does not have', async () => {
    const { qrs } = await seedPlaces(app, event);
    const res = await scan(app, admin, { event_id: 999_999, qrcode: qrs[0] as string });
    expect(res.statusCode).toBe(404);
  });
});
