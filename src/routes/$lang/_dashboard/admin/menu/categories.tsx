import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { menuCategoriesQuery } from '@/features/menu-admin/api/menu-queries';
import { MenuCategoriesPage } from '@/features/menu-admin/components/categories-page';
import { useTranslation } from '@/lib/i18n-react';

/** The menu's categories in the customers' order (change_menu; the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/menu/categories')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(menuCategoriesQuery());
  },
  component: MenuCategoriesRoute,
});

function MenuCategoriesRoute() {
  const { t } = useTranslation('menu-admin');
  return (
    <>
      <PageHeader title={t('categories.title')} />
      <MenuCategoriesPage />
    </>
  );
}
