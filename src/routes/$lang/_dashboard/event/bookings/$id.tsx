import { createFileRoute, notFound } from '@tanstack/react-router';
import { bookingDetailQuery } from '@/features/bookings/api/bookings';
import { BookingDetailsPage } from '@/features/bookings/components/booking-details';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/event/bookings/$id')({
  loader: async ({ context, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'event', 'bookings');
    if (!section) throw notFound();
    void context.queryClient.prefetchQuery(bookingDetailQuery(params.id, params.lang));
    return { section };
  },
  component: BookingDetailsRoute,
});

function BookingDetailsRoute() {
  const { lang, id } = Route.useParams();
  const { section } = Route.useLoaderData();
  return <BookingDetailsPage id={id} sectionLabel={lang === 'ar' ? section.label_ar : section.label_en} />;
}
