import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { eventListQuery } from '@/features/events-admin/api/events';
import { EventsPage } from '@/features/events-admin/components/events-page';
import { useTranslation } from '@/lib/i18n-react';

/** The merchant's events, for event staff and those who manage events (the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/events/')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the cards load.
    void context.queryClient.prefetchQuery(eventListQuery({ status: 'current', search: '' }));
  },
  component: EventsRoute,
});

function EventsRoute() {
  const { t } = useTranslation('events-admin');
  return (
    <>
      <PageHeader title={t('title')} />
      <EventsPage />
    </>
  );
}
