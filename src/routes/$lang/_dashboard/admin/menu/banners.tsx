import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { menuBannersQuery } from '@/features/menu-admin/api/menu-queries';
import { MenuBannersPage } from '@/features/menu-admin/components/banners-page';
import { useTranslation } from '@/lib/i18n-react';

/** The menu's banners (change_menu; the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/menu/banners')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(menuBannersQuery());
  },
  component: MenuBannersRoute,
});

function MenuBannersRoute() {
  const { t } = useTranslation('menu-admin');
  return (
    <>
      <PageHeader title={t('banners.title')} />
      <MenuBannersPage />
    </>
  );
}
