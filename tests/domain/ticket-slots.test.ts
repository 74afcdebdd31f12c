import { describe, expect, it } from 'vitest';
import { newSlotProblem, nextSlotTimes, siblingKey, siblingsTogether } from '@/domain/ticket-slots';

const seat = (start_time: string, end_time: string) => ({
  name_en: 'Seat',
  name_ar: 'مقعد',
  start_time,
  end_time,
});
const EARLY = seat('16:00', '18:00');
const LATE = seat('20:00', '22:00');
const TOUR = { name_en: 'Tour', name_ar: 'جولة', start_time: '09:00', end_time: '11:00' };

describe('time slots of a ticket (issue 23)', () => {
  it("refuses a slot with a sibling's exact times, and accepts other times or another ticket's", () => {
    const tickets = [EARLY, LATE, TOUR];
    expect(newSlotProblem(EARLY, tickets, { start_time: '20:00', end_time: '22:00' })).toBe('taken');
    expect(newSlotProblem(EARLY, tickets, { start_time: '16:00', end_time: '18:00' })).toBe('taken');
    expect(newSlotProblem(EARLY, tickets, { start_time: '20:00', end_time: '23:00' })).toBeNull();
    expect(newSlotProblem(EARLY, tickets, { start_time: '09:00', end_time: '11:00' })).toBeNull();
    // Names are compared as staff read them: spaces around a name do not make another offer.
    expect(
      newSlotProblem({ ...EARLY, name_en: ' Seat ' }, tickets, { start_time: '20:00', end_time: '22:00' }),
    ).toBe('taken');
  });

  it('refuses unreadable times and an end not after the start', () => {
    expect(newSlotProblem(EARLY, [EARLY], { start_time: '8pm', end_time: '22:00' })).toBe('time');
    expect(newSlotProblem(EARLY, [EARLY], { start_time: '20:00', end_time: '24:00' })).toBe('time');
    expect(newSlotProblem(EARLY, [EARLY], { start_time: '20:00', end_time: '20:00' })).toBe('time_order');
    expect(newSlotProblem(EARLY, [EARLY], { start_time: '21:00', end_time: '20:00' })).toBe('time_order');
  });

  it("offers the next slot after the last sibling's end, as long as the ticket, never past midnight", () => {
    expect(nextSlotTimes(EARLY, [EARLY, TOUR])).toEqual({ start_time: '18:00', end_time: '20:00' });
    expect(nextSlotTimes(EARLY, [EARLY, seat('19:00', '21:30'), TOUR])).toEqual({
      start_time: '21:30',
      end_time: '23:30',
    });
    expect(nextSlotTimes(EARLY, [EARLY, LATE, TOUR])).toBeNull();
  });

  it('lists siblings together, earliest first, each offer where it first appears', () => {
    const listed = siblingsTogether([LATE, TOUR, seat('12:00', '14:00'), EARLY], siblingKey);
    expect(listed.map((ticket) => `${ticket.name_en} ${ticket.start_time}`)).toEqual([
      'Seat 12:00',
      'Seat 16:00',
      'Seat 20:00',
      'Tour 09:00',
    ]);
    const alone = [TOUR, EARLY];
    expect(siblingsTogether(alone, siblingKey)).toEqual(alone);
  });
});
