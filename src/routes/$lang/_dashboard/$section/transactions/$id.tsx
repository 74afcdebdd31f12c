import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { detailQuery } from '@/features/transactions/api/detail';
import { TransactionDetail } from '@/features/transactions/components/transaction-detail';
import { loadSection } from '@/features/transactions/lib/section-route';

export const Route = createFileRoute('/$lang/_dashboard/$section/transactions/$id')({
  loader: async ({ context, params }) => {
    const section = await loadSection(context.queryClient, params.section, 'transactions');
    void context.queryClient.prefetchQuery(detailQuery(section.plugin, false, params.id, params.lang));
    return { section };
  },
  component: SectionTransactionDetailPage,
});

function SectionTransactionDetailPage() {
  const { t } = useTranslation('transaction-actions');
  const { lang, section: segment, id } = Route.useParams();
  const { section } = Route.useLoaderData();
  return (
    <TransactionDetail
      scope={section.plugin}
      deleted={false}
      id={id}
      sectionLabel={lang === 'ar' ? section.label_ar : section.label_en}
      listLabel={t('detail.transactions')}
      listHref={`/${lang}/${segment}/transactions`}
      movedHref={
        section.flags.deleted_transactions ? `/${lang}/${segment}/deleted-transactions/${id}` : undefined
      }
    />
  );
}
