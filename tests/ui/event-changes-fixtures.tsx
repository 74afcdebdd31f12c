import type { EventChange, EventChangePreview } from '@/domain/contracts/event-changes';
import type { AdminEvent } from '@/domain/contracts/events-admin';
import { EventChangesPanel } from '@/features/event-changes/components/event-changes-panel';
import { EventEditor } from '@/features/events-admin/components/event-editor';
import { renderAt } from './bookings-fixtures';

export const EVENT_PATH = '/api/v1/admin/events/1';

export const PREVIEW: EventChangePreview = {
  bookings: 12,
  paid_bookings: 8,
  refund_total: '120.500',
  currency: 'KWD',
  dates: [
    { date: '2026-12-10', bookings: 9 },
    { date: '2026-12-11', bookings: 3 },
  ],
};

export function run(overrides: Partial<EventChange> = {}): EventChange {
  return {
    id: 'run-1',
    kind: 'cancel',
    state: 'done',
    from_date: null,
    to_date: null,
    total: 12,
    done: 12,
    failed: 0,
    refunded: 8,
    refunded_amount: '120.500',
    currency: 'KWD',
    created_by: 'organiser',
    created_at: '2026-11-20T09:00:00.000Z',
    finished_at: '2026-11-20T09:01:00.000Z',
    failures: [],
    ...overrides,
  };
}

/** The event's page on its changes tab, composed as the route composes it. */
export const openChanges = (lang: 'en' | 'ar' = 'en') =>
  renderAt(
    () => (
      <EventEditor
        eventId={1}
        tab="changes"
        onTab={() => undefined}
        checkIn={null}
        changes={(event: AdminEvent) => (
          <EventChangesPanel eventId={event.id} canceled={event.canceled_at !== null} />
        )}
      />
    ),
    `/${lang}/admin/events/1?tab=changes`,
  );
