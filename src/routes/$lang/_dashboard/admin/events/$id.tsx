import { createFileRoute } from '@tanstack/react-router';
import { EVENT_EDITOR_TABS, type EventEditorTab } from '@/domain/event-admin-rules';
import { EventChangesPanel } from '@/features/event-changes/components/event-changes-panel';
import { EventCheckInPanel } from '@/features/event-door-admin/components/event-check-in-panel';
import { eventQuery } from '@/features/events-admin/api/events';
import { EventEditor } from '@/features/events-admin/components/event-editor';

const isTab = (value: unknown): value is EventEditorTab =>
  typeof value === 'string' && (EVENT_EDITOR_TABS as readonly string[]).includes(value);

/**
 * One event's management: its details, tickets, booking form, check-in (gates and keys) and
 * changes (cancel, reschedule), one tab each.
 */
export const Route = createFileRoute('/$lang/_dashboard/admin/events/$id')({
  validateSearch: (search: Record<string, unknown>): { tab?: EventEditorTab } =>
    isTab(search.tab) && search.tab !== 'details' ? { tab: search.tab } : {},
  loader: ({ context, params }) => {
    const id = Number(params.id);
    if (Number.isSafeInteger(id) && id > 0) void context.queryClient.prefetchQuery(eventQuery(id));
  },
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  const { tab = 'details' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventEditor
      eventId={Number(id)}
      tab={tab}
      onTab={(next) => void navigate({ search: next === 'details' ? {} : { tab: next }, replace: true })}
      checkIn={<EventCheckInPanel eventId={Number(id)} />}
      changes={(event) => <EventChangesPanel eventId={event.id} canceled={event.canceled_at !== null} />}
    />
  );
}
