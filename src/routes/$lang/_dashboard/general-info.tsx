import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GeneralInfo } from '@/features/home/components/general-info';
import { PageHeader } from '@/features/shell/components/page-header';

export const Route = createFileRoute('/$lang/_dashboard/general-info')({ component: GeneralInfoPage });

function GeneralInfoPage() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageHeader title={t('home.title')} home />
      <GeneralInfo />
    </>
  );
}
