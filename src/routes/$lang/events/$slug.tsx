import { createFileRoute } from '@tanstack/react-router';
import { EventDetailPage } from '@/features/events/components/event-detail-page';
import { eventsHeader } from './-header';
import { chosenTicketsSearch } from './-search';

export const Route = createFileRoute('/$lang/events/$slug')({
  validateSearch: chosenTicketsSearch,
  component: EventRoute,
});

function EventRoute() {
  const { lang, slug } = Route.useParams();
  const chosen = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventDetailPage
      slug={slug}
      chosen={chosen}
      header={eventsHeader}
      // The choice lives in the URL, so a reload or a language switch keeps it.
      onChoose={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      onBook={(next) => void navigate({ to: '/$lang/register/$slug', params: { lang, slug }, search: next })}
    />
  );
}
