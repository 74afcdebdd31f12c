import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { menuBranchesQuery } from '@/features/menu-admin/api/menu-queries';
import { MenuBranchesPage } from '@/features/menu-admin/components/branches-page';
import { useTranslation } from '@/lib/i18n-react';

/** The restaurant's branches and their hours (change_menu; the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/menu/branches')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the rows load.
    void context.queryClient.prefetchQuery(menuBranchesQuery());
  },
  component: MenuBranchesRoute,
});

function MenuBranchesRoute() {
  const { t } = useTranslation('menu-admin');
  return (
    <>
      <PageHeader title={t('branches.title')} />
      <MenuBranchesPage />
    </>
  );
}
