import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { doNextItem } from '../../../../server/modules/event-changes/service.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { createTestInstances } from '../../helper.ts';
import { booked, call, changesOf, day, logged, paidEvent, refundsOf, staffWith } from './fixtures.ts';

// Two instances on one database (on PGlite, one app standing for both).
const [one, two] = await createTestInstances();
const manager = await staffWith(
  one,
  'run-manager',
  [PERMISSIONS.changeEvents, PERMISSIONS.refundTransactions, pluginAccessPermission('event')],
  '10.42.0.2',
);

/** One instance's worker loop, by hand: bookings until none is left. */
async function drain(app: FastifyInstance): Promise<number> {
  let done = 0;
  while ((await doNextItem(app.db, app.gateways, app.config.publicUrl)) !== 'none') done += 1;
  return done;
}

describe('a cancel run', () => {
  it('stopped part way, is finished by another instance; racing instances refund each booking once', async () => {
    const { event } = await paidEvent(one, manager, 'harbour-resume');
    const bookings = [];
    for (let n = 0; n < 8; n += 1) {
      bookings.push(
        await booked(one, 'harbour-resume', { email: `guest${n}@example.kw`, date: day(10 + (n % 3)) }),
      );
    }
    expect((await call(one)(manager, 'POST', `events/${event.id}/cancel`, {})).statusCode).toBe(202);

    // The first instance does two bookings and stops (a deploy, or the process killed between bookings).
    expect(await doNextItem(one.db, one.gateways, one.config.publicUrl)).toBe('done');
    expect(await doNextItem(one.db, one.gateways, one.config.publicUrl)).toBe('done');
    const [part] = await changesOf(two, manager, event.id);
    expect(part).toMatchObject({ state: 'running', done: 2, refunded: 2 });

    // Both instances then work at once: SKIP LOCKED hands each booking to one of them.
    const [byOne, byTwo] = await Promise.all([drain(one), drain(two)]);
    expect(byOne + byTwo).toBe(6);
    await two.eventChanges.drainOnce();
    const [run] = await changesOf(one, manager, event.id);
    expect(run).toMatchObject({
      state: 'done',
      total: 8,
      done: 8,
      failed: 0,
      refunded: 8,
      refunded_amount: '100.000',
    });
    expect(
      await refundsOf(
        one,
        bookings.map((b) => b.transactionId),
      ),
    ).toEqual(bookings.map(() => [12_500]));
    // Closed once, whichever instance saw it finish.
    await one.eventChanges.drainOnce();
    expect(await logged(one, 'activity.event_cancel_finished')).toHaveLength(1);
  });
});
