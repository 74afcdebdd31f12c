import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { RolesPage } from '@/features/roles/components/roles-page';
import { useTranslation } from '@/lib/i18n-react';
import { rolesQuery } from '@/lib/roles-query';

/** The merchant's roles, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/roles')({
  loader: ({ context }) => {
    // Not awaited: the frame shows at once with a skeleton while the roles load.
    void context.queryClient.prefetchQuery(rolesQuery());
  },
  component: RolesRoute,
});

function RolesRoute() {
  const { t } = useTranslation('roles');
  return (
    <>
      <PageHeader title={t('title')} />
      <RolesPage />
    </>
  );
}
