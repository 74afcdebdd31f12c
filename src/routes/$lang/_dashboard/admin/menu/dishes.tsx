import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { menuCategoriesQuery } from '@/features/menu-admin/api/menu-queries';
import { MenuDishesPage } from '@/features/menu-admin/components/dishes-page';
import { useTranslation } from '@/lib/i18n-react';

/** The menu's dishes, by category and search (change_menu; the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/menu/dishes')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(menuCategoriesQuery());
  },
  component: MenuDishesRoute,
});

function MenuDishesRoute() {
  const { t } = useTranslation('menu-admin');
  return (
    <>
      <PageHeader title={t('dishes.title')} />
      <MenuDishesPage />
    </>
  );
}
