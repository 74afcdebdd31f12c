import { describe, expect, it } from 'vitest';
import { dispatchCountsAt } from '@/domain/bulk-dispatch-preview';

const preview = {
  links: 4,
  emails: 3,
  sms: 1,
  scheduled: 5,
  today: { links: 2, emails: 2, sms: 1 },
};
// 10:30 in Kuwait (UTC+3).
const NOW = new Date('2027-03-10T07:30:00Z');

describe('what Dispatch sends now', () => {
  it('sends today’s rows now once their time of day has passed in Kuwait', () => {
    expect(dispatchCountsAt(preview, '10:30', NOW)).toEqual({ links: 6, emails: 5, sms: 2, scheduled: 5 });
    expect(dispatchCountsAt(preview, '00:00', NOW)).toEqual({ links: 6, emails: 5, sms: 2, scheduled: 5 });
  });

  it('schedules today’s rows when their time of day is still to come', () => {
    expect(dispatchCountsAt(preview, '10:31', NOW)).toEqual({ links: 4, emails: 3, sms: 1, scheduled: 7 });
    expect(dispatchCountsAt(preview, '23:59', NOW)).toEqual({ links: 4, emails: 3, sms: 1, scheduled: 7 });
  });
});
