import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { brandingQuery } from '@/features/branding/api/branding';
import { BrandingPage } from '@/features/branding/components/branding-page';
import { useTranslation } from '@/lib/i18n-react';

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
