import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/events/components/terms-page';
import { eventsHeader } from './events/-header';
import { eventSlugSearch } from './events/-search';

export const Route = createFileRoute('/$lang/terms-and-conditions')({
  validateSearch: eventSlugSearch,
  component: TermsRoute,
});

function TermsRoute() {
  const { event } = Route.useSearch();
  return <TermsPage slug={event} header={eventsHeader} />;
}
