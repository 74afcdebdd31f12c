import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { dashboardEventsQuery } from '@/features/bookings/api/events';
import { CreateBooking } from '@/features/bookings/components/create-booking';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/** Booking create (SPEC 2.2 event/create); not found unless the server enables it for this user. */
export const Route = createFileRoute('/$lang/_dashboard/event/create')({
  loader: async ({ context, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'event', 'create');
    if (!section) throw notFound();
    void context.queryClient.prefetchQuery(dashboardEventsQuery(params.lang));
    return { section };
  },
  component: CreateBookingRoute,
});

function CreateBookingRoute() {
  const { t } = useTranslation('bookings');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  return (
    <>
      <PageHeader
        title={t('create.title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <CreateBooking />
    </>
  );
}
