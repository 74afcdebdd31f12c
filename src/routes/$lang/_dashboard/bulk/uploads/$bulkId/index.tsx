import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { uploadQuery } from '@/features/bulk/api/bulk-uploads';
import { UploadDetailPage } from '@/features/bulk/components/upload-detail-page';
import { parseRowsSearch } from '@/features/bulk/lib/bulk-search';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/** SPEC 2.2 bulk: uploads/{bulk_id}, the upload under review before dispatch. */
export const Route = createFileRoute('/$lang/_dashboard/bulk/uploads/$bulkId/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'bulk', 'upload');
    if (!section) throw notFound();
    void context.queryClient.prefetchQuery(uploadQuery(params.bulkId, parseRowsSearch(deps)));
    return { section };
  },
  component: UploadRoute,
});

function UploadRoute() {
  const { t } = useTranslation('bulk');
  const { lang, bulkId } = Route.useParams();
  const { section } = Route.useLoaderData();
  const raw = Route.useSearch();
  const search = useMemo(() => parseRowsSearch(raw), [raw]);
  return (
    <>
      <PageHeader
        title={t('detail_title')}
        crumbs={[
          { label: lang === 'ar' ? section.label_ar : section.label_en },
          { label: t('title'), href: `/${lang}/bulk/uploads` },
        ]}
      />
      <UploadDetailPage id={bulkId} search={search} />
    </>
  );
}
