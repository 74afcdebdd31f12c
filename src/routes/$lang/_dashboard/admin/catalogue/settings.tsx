import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { shopSettingsQuery } from '@/features/catalogue-admin/api/catalogue-options';
import { ShopSettingsPage } from '@/features/catalogue-admin/components/shop-settings-page';
import { useTranslation } from '@/lib/i18n-react';

/** The shop's titles, terms and hold time, for staff holding view_product or change_product (the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/catalogue/settings')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the settings load.
    void context.queryClient.prefetchQuery(shopSettingsQuery());
  },
  component: ShopSettingsRoute,
});

function ShopSettingsRoute() {
  const { t } = useTranslation('catalogue-admin');
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <ShopSettingsPage />
    </>
  );
}
