import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { brandingQuery } from '@/features/branding/api/branding';
import { BrandingPage } from '@/features/branding/components/branding-page';

/** Titles, images and units, for owners (the admin layout checks, the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/branding')({
  loader: ({ context }) => context.queryClient.ensureQueryData(brandingQuery()),
  component: BrandingRoute,
});

function BrandingRoute() {
  const { t } = useTranslation('branding');
  return (
    <>
      <PageHeader title={t('title')} />
      <BrandingPage />
    </>
  );
}
