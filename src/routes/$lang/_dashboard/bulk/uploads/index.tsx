import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { uploadsQuery } from '@/features/bulk/api/bulk-uploads';
import { UploadsPage } from '@/features/bulk/components/uploads-page';
import { parseUploadsSearch } from '@/features/bulk/lib/bulk-search';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/** SPEC 2.2 bulk: uploads (the server enforces access_bulk and the upload permissions). */
export const Route = createFileRoute('/$lang/_dashboard/bulk/uploads/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'bulk', 'upload');
    if (!section) throw notFound();
    // Not awaited: the frame shows at once with a table skeleton while the rows load.
    void context.queryClient.prefetchQuery(uploadsQuery(parseUploadsSearch(deps)));
    return { section };
  },
  component: UploadsRoute,
});

function UploadsRoute() {
  const { t } = useTranslation('bulk');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  const raw = Route.useSearch();
  const search = useMemo(() => parseUploadsSearch(raw), [raw]);
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <UploadsPage search={search} />
    </>
  );
}
