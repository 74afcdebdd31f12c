import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { publicPagesQuery } from '@/features/public-pages/api/public-pages';
import { PublicPagesPage } from '@/features/public-pages/components/public-pages-page';
import { useTranslation } from '@/lib/i18n-react';

/** Where signed-out visitors land, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/public-pages')({
  loader: ({ context }) => context.queryClient.ensureQueryData(publicPagesQuery()),
  component: PublicPagesRoute,
});

function PublicPagesRoute() {
  const { t } = useTranslation('public-pages');
  return (
    <>
      <PageHeader title={t('title')} />
      <PublicPagesPage />
    </>
  );
}
