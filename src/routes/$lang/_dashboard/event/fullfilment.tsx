import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { CheckInPage } from '@/features/check-in/components/check-in-page';

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
