import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { menuSettingsQuery } from '@/features/menu-admin/api/menu-queries';
import { MenuSettingsPage } from '@/features/menu-admin/components/settings-page';
import { useTranslation } from '@/lib/i18n-react';

/** The menu's settings (change_menu; the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/menu/settings')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(menuSettingsQuery());
  },
  component: MenuSettingsRoute,
});

function MenuSettingsRoute() {
  const { t } = useTranslation('menu-admin');
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <MenuSettingsPage />
    </>
  );
}
