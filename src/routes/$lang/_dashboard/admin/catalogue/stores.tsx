import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { storesQuery } from '@/features/catalogue-admin/api/catalogue-options';
import { StoresPage } from '@/features/catalogue-admin/components/stores-page';
import { useTranslation } from '@/lib/i18n-react';

/** The shop's stores, for staff holding view_product or change_product (the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/catalogue/stores')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(storesQuery());
  },
  component: StoresRoute,
});

function StoresRoute() {
  const { t } = useTranslation('catalogue-admin');
  return (
    <>
      <PageHeader title={t('stores.title')} />
      <StoresPage />
    </>
  );
}
