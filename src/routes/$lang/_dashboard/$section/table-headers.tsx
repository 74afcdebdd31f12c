import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { fieldsQuery } from '@/features/transactions/api/fields';
import { TableHeadersEditor } from '@/features/transactions/components/table-headers-editor';
import { loadSection } from '@/features/transactions/lib/section-route';
import { useTranslation } from '@/lib/i18n-react';

export const Route = createFileRoute('/$lang/_dashboard/$section/table-headers')({
  loader: async ({ context, params }) => {
    const section = await loadSection(context.queryClient, params.section, 'table_headers');
    await context.queryClient.ensureQueryData(fieldsQuery(section.plugin));
    return { section };
  },
  component: TableHeadersPage,
});

function TableHeadersPage() {
  const { t } = useTranslation('transaction-actions');
  const { lang } = Route.useParams();
  const { section } = Route.useLoaderData();
  return (
    <>
      <PageHeader
        title={t('headers.title')}
        crumbs={[{ label: lang === 'ar' ? section.label_ar : section.label_en }]}
      />
      <TableHeadersEditor plugin={section.plugin} />
    </>
  );
}
