import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { DispatchLogTable } from '@/features/bulk/components/dispatch-log-table';
import { useUploadCrumbs } from '@/features/bulk/hooks/use-upload-crumbs';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';

/** Issue 22: uploads/{bulk_id}/dispatch-logs, each dispatch of the upload and its transaction log. */
export const Route = createFileRoute('/$lang/_dashboard/bulk/uploads/$bulkId/dispatch-logs/')({
  loader: async ({ context }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'bulk', 'upload');
    if (!section) throw notFound();
    return { section };
  },
  component: DispatchLogsRoute,
});

function DispatchLogsRoute() {
  const { t } = useTranslation('bulk');
  const { lang, bulkId } = Route.useParams();
  const { section } = Route.useLoaderData();
  const uploadCrumbs = useUploadCrumbs(bulkId);
  return (
    <>
      <PageHeader
        title={t('dispatch_log.title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }, ...uploadCrumbs]}
      />
      <DispatchLogTable uploadId={bulkId} />
    </>
  );
}
