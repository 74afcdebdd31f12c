import { describe, expect, it } from 'vitest';
import type { DashboardEvent } from '../../../../src/domain/contracts/bookings.ts';
import type { EventCheckInAdmin, EventGate } from '../../../../src/domain/contracts/check-in.ts';
import { EVENT, scan, seedDoorEvent, seedPlaces, tokenWith } from '../../check-in-fixtures.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;

const putGates = (eventId: number, gates: { id?: number; name: string }[], lang = 'en', token = admin) =>
  app.inject(
    authed(token, {
      method: 'PUT',
      url: `/api/v1/admin/events/${eventId}/gates`,
      headers: { 'accept-language': lang },
      payload: { gates },
    }),
  );
const panel = async (eventId: number, token = admin) =>
  (
    await app.inject(authed(token, { url: `/api/v1/admin/events/${eventId}/check-in` }))
  ).json<EventCheckInAdmin>();

describe("an event's gates", () => {
  it('saves the list in order, renames by id (two gates may swap names) and removes the ones left out', async () => {
    const event = await seedDoorEvent(app, 'Gated Night');
    const saved = await putGates(event.id, [{ name: ' North ' }, { name: 'South' }, { name: 'VIP' }]);
    expect(saved.statusCode).toBe(200);
    const [north, south] = saved.json<EventGate[]>();
    expect(saved.json<EventGate[]>().map((gate) => gate.name)).toEqual(['North', 'South', 'VIP']);

    const swapped = await putGates(event.id, [
      { id: south?.id, name: 'North' },
      { id: north?.id, name: 'South' },
    ]);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json<EventGate[]>()).toEqual([
      { id: south?.id, name: 'North' },
      { id: north?.id, name: 'South' },
    ]);
    expect((await panel(event.id)).gates).toEqual(swapped.json());

    const list = await app.inject(authed(admin, { url: `${EVENT}/dashboard/events` }));
    const shown = list.json<DashboardEvent[]>().find((row) => row.id === event.id);
    expect(shown?.gates).toEqual(['North', 'South']);
  });

  it('refuses blank, too long and repeated names and more than 20 gates, in the staff member’s language', async () => {
    const event = await seedDoorEvent(app);
    const res = await putGates(event.id, [
      { name: 'Gate 1' },
      { name: '  ' },
      { name: 'x'.repeat(61) },
      { name: 'GATE 1' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      'gates.1.name': ['This field may not be blank.'],
      'gates.2.name': ["Keep a gate's name to 60 characters."],
      'gates.3.name': ['Each gate needs its own name: GATE 1 is used twice.'],
    });
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `Gate ${i + 1}` }));
    const ar = await putGates(event.id, many, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({ gates: ['للفعالية 20 بوابة على الأكثر.'] });
    expect((await panel(event.id)).gates).toEqual([]);
  });

  it('refuses a gate id of another event', async () => {
    const one = await seedDoorEvent(app);
    const two = await seedDoorEvent(app);
    const [gate] = (await putGates(one.id, [{ name: 'Main' }])).json<EventGate[]>();
    const res = await putGates(two.id, [{ id: gate?.id, name: 'Main' }]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain('gates.0.id');
  });

  it('counts admissions per gate for staff who may read the event, and lets only change_event edit', async () => {
    const event = await seedDoorEvent(app, 'Counted Night');
    const { qrs } = await seedPlaces(app, event, { count: 3 });
    for (const [index, gate] of ['North', 'North', 'South'].entries())
      expect(
        (await scan(app, admin, { event_id: event.id, qrcode: qrs[index] as string, gate })).statusCode,
      ).toBe(200);
    const reader = await tokenWith(app, ['access_event']);
    expect((await panel(event.id, reader)).check_ins).toEqual([
      { gate: 'North', admitted: 2 },
      { gate: 'South', admitted: 1 },
    ]);
    expect((await putGates(event.id, [{ name: 'North' }], 'en', reader)).statusCode).toBe(403);
    const writer = await tokenWith(app, ['change_event']);
    expect((await putGates(event.id, [{ name: 'North' }], 'en', writer)).statusCode).toBe(200);
  });
});
