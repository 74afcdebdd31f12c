import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { detailQuery } from '@/features/transactions/api/detail';
import { TransactionDetail } from '@/features/transactions/components/transaction-detail';
import { loadSection } from '@/features/transactions/lib/section-route';

export const Route = createFileRoute('/$lang/_dashboard/$section/deleted-transactions/$id')({
  loader: async ({ context, params }) => {
    const section = await loadSection(context.queryClient, params.section, 'deleted_transactions');
    void context.queryClient.prefetchQuery(detailQuery(section.plugin, true, params.id, params.lang));
    return { section };
  },
  component: DeletedTransactionDetailPage,
});

function DeletedTransactionDetailPage() {
  const { t } = useTranslation('transaction-actions');
  const { lang, section: segment, id } = Route.useParams();
  const { section } = Route.useLoaderData();
  return (
    <TransactionDetail
      scope={section.plugin}
      deleted
      id={id}
      sectionLabel={lang === 'ar' ? section.label_ar : section.label_en}
      listLabel={t('detail.deleted_transactions')}
      listHref={`/${lang}/${segment}/deleted-transactions`}
      movedHref={section.flags.transactions ? `/${lang}/${segment}/transactions/${id}` : undefined}
    />
  );
}
