import { createFileRoute, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { transactionLogsQuery } from '@/features/bulk/api/bulk-logs';
import { TransactionLogsPage } from '@/features/bulk/components/transaction-logs-page';
import { useUploadCrumbs } from '@/features/bulk/hooks/use-upload-crumbs';
import { parseTransactionLogSearch } from '@/features/bulk/lib/bulk-search';
import { useTranslation } from '@/lib/i18n-react';
import { enabledSection } from '@/lib/section';
import { sectionsQuery } from '@/lib/shared-queries';
import { positiveInt } from '@/lib/url-search';

/** Issue 22: …/dispatch-logs/{dispatch_log_id}/transaction-logs, what one dispatch made of each row. */
export const Route = createFileRoute(
  '/$lang/_dashboard/bulk/uploads/$bulkId/dispatch-logs/$dispatchLogId/transaction-logs',
)({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = enabledSection(results, 'bulk', 'upload');
    const dispatchId = positiveInt(params.dispatchLogId);
    if (!section || !dispatchId) throw notFound();
    void context.queryClient.prefetchQuery(
      transactionLogsQuery(params.bulkId, dispatchId, parseTransactionLogSearch(deps)),
    );
    return { section, dispatchId };
  },
  component: TransactionLogsRoute,
});

function TransactionLogsRoute() {
  const { t } = useTranslation('bulk');
  const { lang, bulkId } = Route.useParams();
  const { section, dispatchId } = Route.useLoaderData();
  const raw = Route.useSearch();
  const search = useMemo(() => parseTransactionLogSearch(raw), [raw]);
  const uploadCrumbs = useUploadCrumbs(bulkId);
  return (
    <>
      <PageHeader
        title={t('transaction_log.title')}
        crumbs={[
          { label: lang === 'ar' ? section.label_ar : section.label_en },
          ...uploadCrumbs,
          { label: t('dispatch_log.title'), href: `/${lang}/bulk/uploads/${bulkId}/dispatch-logs` },
        ]}
      />
      <TransactionLogsPage uploadId={bulkId} dispatchId={dispatchId} search={search} />
    </>
  );
}
