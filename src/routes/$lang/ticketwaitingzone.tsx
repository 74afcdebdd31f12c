import { createFileRoute } from '@tanstack/react-router';
import { WaitingZonePage } from '@/features/events/components/waiting-zone-page';
import { eventsHeader } from './events/-header';
import { eventSlugSearch } from './events/-search';

export const Route = createFileRoute('/$lang/ticketwaitingzone')({
  validateSearch: eventSlugSearch,
  component: WaitingRoute,
});

function WaitingRoute() {
  const { event } = Route.useSearch();
  return <WaitingZonePage slug={event} header={eventsHeader} />;
}
