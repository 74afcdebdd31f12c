import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { categoriesQuery } from '@/features/catalogue-admin/api/catalogue-options';
import { CategoriesPage } from '@/features/catalogue-admin/components/categories-page';
import { useTranslation } from '@/lib/i18n-react';

/** The shop's categories, for staff holding view_product or change_product (the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/catalogue/categories')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(categoriesQuery());
  },
  component: CategoriesRoute,
});

function CategoriesRoute() {
  const { t } = useTranslation('catalogue-admin');
  return (
    <>
      <PageHeader title={t('categories.title')} />
      <CategoriesPage />
    </>
  );
}
