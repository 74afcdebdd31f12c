import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { CheckInPage } from '@/features/check-in/components/check-in-page';
import { useTranslation } from '@/lib/i18n-react';

// No loader: the door screen must open from IndexedDB with no network, so it fetches nothing first.
export const Route = createFileRoute('/$lang/_dashboard/event/fullfilment')({
  component: FullfilmentPage,
});

function FullfilmentPage() {
  const { t } = useTranslation('check-in');
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('section') }]} />
      <CheckInPage />
    </>
  );
}
