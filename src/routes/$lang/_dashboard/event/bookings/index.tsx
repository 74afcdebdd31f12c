import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { bookingListQuery, bookingOptionsQuery } from '@/features/bookings/api/bookings';
import { BookingsPage } from '@/features/bookings/components/bookings-page';
import { parseBookingSearch } from '@/features/bookings/lib/booking-search';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/** The event section's bookings; not found unless the server enables bookings for this user. */
export const Route = createFileRoute('/$lang/_dashboard/event/bookings/')({
  // Kept raw and parsed by the code-split loader and component (like the transactions lists).
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'event', 'bookings');
    if (!section) throw notFound();
    // Not awaited: the page frame shows at once with a table skeleton while the rows load.
    void context.queryClient.prefetchQuery(bookingListQuery(parseBookingSearch(deps), params.lang));
    await context.queryClient.ensureQueryData(bookingOptionsQuery(params.lang));
    return { section };
  },
  component: BookingsRoute,
});

function BookingsRoute() {
  const { t } = useTranslation('bookings');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  const raw = Route.useSearch();
  const search = useMemo(() => parseBookingSearch(raw), [raw]);
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <BookingsPage search={search} basePath={`/${lang}/event/bookings`} />
    </>
  );
}
