import { createFileRoute } from '@tanstack/react-router';
import { EventsListPage } from '@/features/events/components/events-list-page';
import { eventsHeader } from './-header';

export const Route = createFileRoute('/$lang/events/')({
  component: () => <EventsListPage header={eventsHeader} />,
});
