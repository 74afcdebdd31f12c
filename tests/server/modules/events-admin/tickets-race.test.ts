import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { book, bookingFor, eventDetail } from '../../events-fixtures.ts';
import { createTestApp } from '../../helper.ts';
import { call, createEvent, createTicket, day, staffWith } from './fixtures.ts';

const app = await createTestApp();
const organiser = await staffWith(app, 'race-organiser', [PERMISSIONS.changeEvents], '10.25.0.3');
const api = call(app);

const ROUNDS = 3;

describe('lowering the quantity while customers book', () => {
  it('never leaves more places taken than the quantity; the edit passes or names the count', async () => {
    const event = await createEvent(app, organiser, { slug: 'race-event' });
    for (let round = 0; round < ROUNDS; round += 1) {
      const date = day(10 + round);
      const ticket = await createTicket(app, organiser, event.id, {
        name_en: `Round ${round}`,
        quantity: 40,
        date_rules: [{ kind: 'day', date }],
      });
      await api(organiser, 'PATCH', `events/${event.id}`, { is_active: true });
      const detail = await eventDetail(app, 'race-event');
      const base = bookingFor(detail, { ticket: ticket.id, event_date: date });
      expect((await book(app, { ...base, quantity: 25 })).statusCode).toBe(201);

      // 30 buyers race for the last 15 places while staff lower the places to 30.
      const [edit, ...bookings] = await Promise.all([
        api(organiser, 'PATCH', `events/${event.id}/tickets/${ticket.id}`, { quantity: 30 }),
        ...Array.from({ length: 30 }, (_, i) =>
          book(app, { ...base, email: `racer${round}-${i}@example.kw` }),
        ),
      ]);
      const sold = bookings.filter((res) => res.statusCode === 201).length;
      expect(bookings.every((res) => res.statusCode === 201 || res.statusCode === 400)).toBe(true);
      const stored = await queryable(app.db)
        .selectFrom('event_tickets as t')
        .innerJoin('ticket_inventory as i', 'i.ticket_id', 't.id')
        .select(['t.quantity', 'i.sold'])
        .where('t.id', '=', ticket.id)
        .where('i.event_date', '=', date)
        .executeTakeFirstOrThrow();
      expect(stored.sold).toBe(25 + sold);
      expect(stored.sold).toBeLessThanOrEqual(stored.quantity);
      if (edit?.statusCode === 200) {
        expect(stored.quantity).toBe(30);
      } else {
        expect(edit?.statusCode, edit?.body).toBe(400);
        const taken = Number(/At least (\d+) places are taken/.exec(edit?.json().quantity[0])?.[1]);
        expect(taken).toBeGreaterThan(30);
        expect(edit?.json()).toEqual({ quantity: [`At least ${taken} places are taken on ${date}.`] });
        expect(stored.quantity).toBe(40);
      }
    }
  });
});
