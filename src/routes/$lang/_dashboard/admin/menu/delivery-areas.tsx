import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { menuAreasQuery } from '@/features/menu-admin/api/menu-queries';
import { MenuDeliveryAreasPage } from '@/features/menu-admin/components/delivery-areas-page';
import { useTranslation } from '@/lib/i18n-react';

/** Delivery zones and areas (change_menu; the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/menu/delivery-areas')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(menuAreasQuery());
  },
  component: MenuDeliveryAreasRoute,
});

function MenuDeliveryAreasRoute() {
  const { t } = useTranslation('menu-admin');
  return (
    <>
      <PageHeader title={t('areas.page_title')} />
      <MenuDeliveryAreasPage />
    </>
  );
}
