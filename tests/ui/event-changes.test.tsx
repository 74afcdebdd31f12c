import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventChange } from '@/domain/contracts/event-changes';
import type { UserDetails } from '@/domain/contracts/users';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import arChanges from '../../locales/ar/event-changes.json';
import type { Answer, Call } from './bookings-fixtures';
import { EVENT_PATH, openChanges, PREVIEW, run } from './event-changes-fixtures';
import { eventsServer, ORGANISER, SUMMIT } from './events-admin-fixtures';

const REFUNDER = { ...ORGANISER, permissions: ['change_event', 'refund_paymenttransaction'] } as UserDetails;
const READER = { ...ORGANISER, permissions: ['access_event'] } as UserDetails;

/** The event and its runs; `runs` answers each read of the list in turn, the last one from then on. */
function server(
  me: UserDetails,
  runs: EventChange[][] = [[]],
  other: (call: Call) => Answer | undefined = () => undefined,
) {
  let canceled = false;
  let reads = 0;
  const calls = eventsServer(me, (call) => {
    const answer = other(call);
    if (answer) return answer;
    if (call.path === EVENT_PATH && call.method === 'GET') {
      const event = canceled
        ? { ...SUMMIT, phase: 'canceled', canceled_at: '2026-11-20T09:00:00.000Z' }
        : SUMMIT;
      return { status: 200, body: event };
    }
    if (call.path === `${EVENT_PATH}/changes/preview`) return { status: 200, body: PREVIEW };
    if (call.path === `${EVENT_PATH}/changes`) {
      const body = { results: runs[Math.min(reads, runs.length - 1)] };
      reads += 1;
      return { status: 200, body };
    }
    if (call.path === `${EVENT_PATH}/cancel` && call.method === 'POST') {
      canceled = true;
      return { status: 202, body: run({ state: 'running', done: 0, refunded: 0, refunded_amount: '0.000' }) };
    }
    return undefined;
  });
  return calls;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => applyLanguage('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toaster.remove());
});

describe("an event's changes tab", { timeout: 20_000 }, () => {
  it('cancels after saying what it will do and asking, then follows the run until it is done', async () => {
    const running = run({
      state: 'running',
      done: 5,
      refunded: 3,
      refunded_amount: '45.000',
      finished_at: null,
    });
    const calls = server(REFUNDER, [[], [running], [run()]]);
    openChanges();
    expect(await screen.findByText('This event has not been canceled or rescheduled.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('12 bookings will be canceled.')).toBeTruthy();
    expect(within(dialog).getByText('8 paid bookings will be refunded, 120.500 KWD in total.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note to holders (English)'), {
      target: { value: '  The venue flooded.  ' },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    expect(await within(dialog).findByText('Are you sure?')).toBeTruthy();
    expect((within(dialog).getByLabelText('Note to holders (English)') as HTMLTextAreaElement).disabled).toBe(
      true,
    );
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(
      await screen.findByText('The event is canceled. Its bookings are being canceled and refunded.'),
    ).toBeTruthy();
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      [`${EVENT_PATH}/cancel`, { message_en: 'The venue flooded.' }],
    ]);
    expect(await screen.findByText('Canceled')).toBeTruthy();
    expect(await screen.findByText('5 of 12 bookings done (41%)')).toBeTruthy();
    expect(screen.getByText('Running')).toBeTruthy();
    // Read again 2 s later, as a running run is: now it is done.
    expect(await screen.findByText('12 of 12 bookings done (100%)', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('8 bookings refunded, 120.500 KWD in total.')).toBeTruthy();
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reschedule a date' })).toBeNull();
  });

  it('reschedules a date with bookings to a day not past, refusing the same or a past day first', async () => {
    const calls = server(ORGANISER, [[]], (call) =>
      call.path === `${EVENT_PATH}/reschedule`
        ? {
            status: 202,
            body: run({
              kind: 'reschedule',
              state: 'running',
              from_date: '2026-12-11',
              to_date: '2027-01-15',
            }),
          }
        : undefined,
    );
    openChanges();
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule a date' }));
    const dialog = await screen.findByRole('dialog');
    const from = await within(dialog).findByLabelText(/Date to move/);
    expect(within(from).getByRole('option', { name: 'Fri, 11 Dec 2026 (3 bookings)' })).toBeTruthy();
    fireEvent.change(from, { target: { value: '2026-12-11' } });
    expect(
      within(dialog).getByText('3 bookings on Fri, 11 Dec 2026 will move to the new date.'),
    ).toBeTruthy();

    const to = within(dialog).getByLabelText(/New date/);
    fireEvent.change(to, { target: { value: '2026-12-11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Choose a date other than the one being moved.')).toBeTruthy();
    fireEvent.change(to, { target: { value: '2020-01-01' } });
    expect(await within(dialog).findByText('Choose today or a later date.')).toBeTruthy();

    fireEvent.change(to, { target: { value: '2027-01-15' } });
    expect(
      await within(dialog).findByText(
        '3 bookings on Fri, 11 Dec 2026 will move to Fri, 15 Jan 2027; their tickets stay valid.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The date is moved. Its holders are being emailed.')).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { from_date: '2026-12-11', to_date: '2027-01-15' },
    ]);
  });

  it('lists the failed bookings with links to them, and retries them', async () => {
    const failures = [
      { booking_id: 'b-1', email: 'sara@example.com', message: 'The gateway refused the refund.' },
      { booking_id: 'b-2', email: 'omar@example.com', message: 'The email could not be sent.' },
    ];
    const calls = server(ORGANISER, [[run({ done: 7, failed: 5, failures })]], (call) =>
      call.path.endsWith('/changes/run-1/retry')
        ? { status: 200, body: run({ state: 'running' }) }
        : undefined,
    );
    openChanges();
    expect(await screen.findByText('5 bookings failed')).toBeTruthy();
    expect(screen.getByText('Done, with failures')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Failed bookings' });
    const link = within(list).getByRole('link', { name: 'Booking b-1' });
    expect(link.getAttribute('href')).toBe('/en/event/bookings/b-1');
    expect(within(list).getByText(/sara@example\.com/)).toBeTruthy();
    expect(within(list).getByText(/The gateway refused the refund\./)).toBeTruthy();
    expect(screen.getByText('and 3 more not listed here.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry failed' }));
    expect(await screen.findByText('5 bookings are being tried again.')).toBeTruthy();
    expect(posts(calls).map((call) => call.path)).toEqual([`${EVENT_PATH}/changes/run-1/retry`]);
  });

  it('waits for a running change before another can start', async () => {
    const moving = run({
      kind: 'reschedule',
      state: 'running',
      from_date: '2026-12-11',
      to_date: '2027-01-15',
      total: 1,
      done: 0,
    });
    server(REFUNDER, [[moving]]);
    openChanges();
    expect(await screen.findByText('0 of 1 booking done (0%)')).toBeTruthy();
    expect(screen.getByText('A change is running: the next can start when it is done.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel event' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reschedule a date' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('will not cancel an event with paid bookings for someone who may not refund, and says why', async () => {
    const calls = server(ORGANISER);
    openChanges();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Refunding needs the permission to refund payments/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Cancel event' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(posts(calls)).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and lets the fields be changed again", async () => {
    server(REFUNDER, [[]], (call) =>
      call.path === `${EVENT_PATH}/cancel`
        ? { status: 409, body: { message: 'The event is already canceled.' } }
        : undefined,
    );
    openChanges();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel event' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('The event is already canceled.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Note to holders (Arabic)') as HTMLTextAreaElement).disabled).toBe(
      false,
    );
  });

  it("puts the server's refusal of the new date under that field", async () => {
    server(ORGANISER, [[]], (call) =>
      call.path === `${EVENT_PATH}/reschedule`
        ? { status: 400, body: { to_date: ['Standard has 2 places left on that date.'] } }
        : undefined,
    );
    openChanges();
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule a date' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText(/Date to move/), {
      target: { value: '2026-12-10' },
    });
    fireEvent.change(within(dialog).getByLabelText(/New date/), { target: { value: '2027-01-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('Standard has 2 places left on that date.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
  });

  it('shows readers the runs without ways to start or retry one', async () => {
    server(READER, [[run({ failed: 1, done: 11, failures: [] })]]);
    openChanges();
    expect(await screen.findByText('1 booking failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });

  it('says when the runs could not be loaded, and tries again', async () => {
    let failing = true;
    server(REFUNDER, [[]], (call) =>
      call.path === `${EVENT_PATH}/changes` && failing
        ? { status: 500, body: { message: 'Server error' } }
        : undefined,
    );
    openChanges();
    const retry = await screen.findByRole('button', { name: /Try again|Retry/ });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByText('This event has not been canceled or rescheduled.')).toBeTruthy();
  });

  it('reads in Arabic, with the Arabic plurals and the amount kept whole', async () => {
    await applyLanguage('ar');
    server(REFUNDER, [
      [run({ kind: 'reschedule', from_date: '2026-12-11', to_date: '2027-01-15', refunded: 0 })],
    ]);
    openChanges('ar');
    expect(await screen.findByRole('heading', { name: arChanges.runs.title })).toBeTruthy();
    expect(screen.getByText(/^تغيير موعد: من /)).toBeTruthy();
    expect(screen.getByText('تم 12 من 12 حجزًا (100%)')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: arChanges.cancel.open }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('سيُلغى 12 حجزًا.')).toBeTruthy();
    expect(
      within(dialog).getByText('ستُسترد 8 حجوزات مدفوعة، بمبلغ \u2068120.500 KWD\u2069 إجمالًا.'),
    ).toBeTruthy();
  });
});

describe('a canceled event', () => {
  it('offers no more changes', async () => {
    server(REFUNDER, [[run()]], (call) =>
      call.path === EVENT_PATH
        ? { status: 200, body: { ...SUMMIT, phase: 'canceled', canceled_at: '2026-11-20T09:00:00.000Z' } }
        : undefined,
    );
    openChanges();
    expect(await screen.findByText('This event is canceled. Its runs are listed below.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Cancellation')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Cancel event' })).toBeNull();
  });
});
