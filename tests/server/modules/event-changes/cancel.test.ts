import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { EventChange, EventChangePreview } from '../../../../src/domain/contracts/event-changes.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { book, bookingFor, eventDetail, outboxFor } from '../../events-fixtures.ts';
import { createTestApp } from '../../helper.ts';
import { pressSandbox } from '../payments/fixtures.ts';
import {
  booked,
  bookingStatus,
  call,
  changesOf,
  day,
  logged,
  paidEvent,
  refundsOf,
  staffWith,
  workThrough,
} from './fixtures.ts';

const app = await createTestApp();
const manager = await staffWith(
  app,
  'event-manager',
  [PERMISSIONS.changeEvents, PERMISSIONS.refundTransactions, pluginAccessPermission('event')],
  '10.41.0.2',
);
const organiser = await staffWith(app, 'event-organiser', [PERMISSIONS.changeEvents], '10.41.0.3');
const api = call(app);

describe('cancelling an event', () => {
  it('cancels every booking, refunds each paid one once, tells each holder in their language, and logs it', async () => {
    const { event } = await paidEvent(app, manager, 'harbour-cancel');
    const paid = [
      await booked(app, 'harbour-cancel', { email: 'one@example.kw', date: day(10), places: 2 }),
      await booked(app, 'harbour-cancel', { email: 'two@example.kw', date: day(11), lang: 'ar' }),
      await booked(app, 'harbour-cancel', { email: 'three@example.kw', date: day(12) }),
    ];
    const declined = await booked(app, 'harbour-cancel', {
      email: 'declined@example.kw',
      date: day(10),
      outcome: 'decline',
    });
    const atBank = await booked(app, 'harbour-cancel', {
      email: 'bank@example.kw',
      date: day(10),
      outcome: 'at_bank',
    });

    const preview = await api(manager, 'GET', `events/${event.id}/changes/preview?kind=cancel`);
    expect(preview.json<EventChangePreview>()).toMatchObject({
      bookings: 5,
      paid_bookings: 3,
      refund_total: '50.000',
      currency: 'KWD',
    });

    // Refunding paid bookings needs the refund permission too.
    const refused = await api(organiser, 'POST', `events/${event.id}/cancel`, {}, 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('صلاحية استرداد');

    const started = await api(manager, 'POST', `events/${event.id}/cancel`, {
      message_en: 'The venue flooded.',
      message_ar: 'غمرت المياه المكان.',
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<EventChange>()).toMatchObject({ kind: 'cancel', state: 'running', total: 5 });
    // No more bookings from the moment it is canceled.
    const late = await book(
      app,
      bookingFor(await eventDetail(app, 'harbour-cancel'), { event_date: day(11) }),
    );
    expect(late.statusCode).toBe(400);
    expect((await api(manager, 'POST', `events/${event.id}/cancel`, {})).statusCode).toBe(400);

    await workThrough(app);
    const [run] = await changesOf(app, manager, event.id);
    expect(run).toMatchObject({
      state: 'done',
      total: 5,
      done: 4,
      failed: 1,
      refunded: 3,
      refunded_amount: '50.000',
    });
    expect(run?.failures).toEqual([
      {
        booking_id: atBank.bookingId,
        email: 'bank@example.kw',
        message: 'The customer is paying right now; retry once their payment has ended.',
      },
    ]);
    expect(
      await refundsOf(
        app,
        paid.map((b) => b.transactionId),
      ),
    ).toEqual([[25_000], [12_500], [12_500]]);
    for (const { bookingId } of [...paid, declined])
      expect(await bookingStatus(app, bookingId)).toBe('cancel');
    expect(await bookingStatus(app, atBank.bookingId)).toBe('pending_payment');

    const [english] = await outboxFor(app, 'one@example.kw').then((all) =>
      all.filter((m) => m.subject.startsWith('Canceled')),
    );
    expect(english?.subject).toBe('Canceled: Concert harbour-cancel');
    expect(english?.body).toContain('We have refunded 25.000 KWD');
    expect(english?.body).toContain('The venue flooded.');
    const [arabic] = await outboxFor(app, 'two@example.kw').then((all) =>
      all.filter((m) => m.subject.startsWith('أُلغي')),
    );
    expect(arabic?.subject).toBe('أُلغي: حفل الميناء');
    expect(arabic?.body).toContain('غمرت المياه المكان.');
    expect(arabic?.body).toContain('استرددنا');
    const declinedMail = await outboxFor(app, 'declined@example.kw');
    expect(declinedMail.some((m) => m.subject.startsWith('Canceled') && !m.body.includes('refunded'))).toBe(
      true,
    );

    expect((await logged(app, 'activity.event_canceled'))[0]).toMatchObject({ actor: 'event-manager' });
    expect(
      (await logged(app, 'activity.payment_refund')).filter((e) => e.actor === 'event-manager'),
    ).toHaveLength(3);
    expect((await logged(app, 'activity.event_cancel_finished'))[0]?.params).toMatchObject({
      done: '4',
      failed: '1',
    });

    // The customer at the bank pays after all: retrying refunds them, once.
    const notYet = await outboxFor(app, 'bank@example.kw');
    expect(notYet.some((m) => m.subject.startsWith('Canceled'))).toBe(false);
    const { redirect } = await pendingAttempt(atBank.transactionId);
    expect((await pressSandbox(app, redirect, 'approve')).statusCode).toBe(303);
    const retried = await api(manager, 'POST', `events/${event.id}/changes/${run?.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    await workThrough(app);
    const [after] = await changesOf(app, manager, event.id);
    expect(after).toMatchObject({
      state: 'done',
      done: 5,
      failed: 0,
      refunded: 4,
      refunded_amount: '62.500',
    });
    expect(await refundsOf(app, [atBank.transactionId])).toEqual([[12_500]]);
    expect(await bookingStatus(app, atBank.bookingId)).toBe('cancel');
    const again = await api(manager, 'POST', `events/${event.id}/changes/${run?.id}/retry`, undefined, 'ar');
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual(['لم يتعذّر أي حجز في هذا التغيير.']);
  });

  it('a refusal by the gateway fails that booking alone, and a retry refunds it once', async () => {
    const { event } = await paidEvent(app, manager, 'harbour-refused');
    const bookings = [
      await booked(app, 'harbour-refused', { email: 'r1@example.kw', date: day(10) }),
      await booked(app, 'harbour-refused', { email: 'r2@example.kw', date: day(10) }),
    ];
    const realMover = app.gateways.mover;
    let refusals = 1;
    // The bank answers "no" to the first refund and "yes" afterwards.
    app.gateways.mover = (name: string) => {
      const mover = realMover.call(app.gateways, name);
      return {
        inquireMove: mover.inquireMove.bind(mover),
        move: async (call: Parameters<typeof mover.move>[0]) =>
          refusals-- > 0 ? { status: 'refused' as const, reason: 'declined', refs: {} } : mover.move(call),
      };
    };
    try {
      expect((await api(manager, 'POST', `events/${event.id}/cancel`, {})).statusCode).toBe(202);
      await workThrough(app);
      const [run] = await changesOf(app, manager, event.id);
      expect(run).toMatchObject({ done: 1, failed: 1, refunded: 1 });
      expect(run?.failures[0]?.booking_id).toBe(bookings[0]?.bookingId);
      expect(
        await refundsOf(
          app,
          bookings.map((b) => b.transactionId),
        ),
      ).toEqual([[], [12_500]]);
      expect(await bookingStatus(app, bookings[0]?.bookingId as string)).toBe('paid');
      expect((await api(manager, 'POST', `events/${event.id}/changes/${run?.id}/retry`)).statusCode).toBe(
        200,
      );
      await workThrough(app);
      expect(
        await refundsOf(
          app,
          bookings.map((b) => b.transactionId),
        ),
      ).toEqual([[12_500], [12_500]]);
      expect(await bookingStatus(app, bookings[0]?.bookingId as string)).toBe('cancel');
    } finally {
      app.gateways.mover = realMover;
    }
  });

  it('refuses an unknown event or change, and a reader cannot start one', async () => {
    const reader = await staffWith(app, 'event-reader', [pluginAccessPermission('event')], '10.41.0.4');
    expect((await api(manager, 'POST', 'events/999999/cancel', {})).statusCode).toBe(404);
    expect((await api(reader, 'POST', 'events/1/cancel', {})).statusCode).toBe(403);
    const unknown = await api(manager, 'POST', 'events/1/changes/00000000-0000-4000-8000-000000000000/retry');
    expect(unknown.statusCode).toBe(404);
    expect((await api(manager, 'POST', 'events/1/changes/not-a-uuid/retry')).statusCode).toBe(400);
  });
});

/** The open attempt of a transaction still at the bank. */
async function pendingAttempt(transactionId: string) {
  const row = await queryable(app.db)
    .selectFrom('payment_attempts')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { redirect: row.id };
}
