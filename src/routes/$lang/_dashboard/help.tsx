import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { helpOptionsQuery } from '@/features/help/api/help';
import { HelpForm } from '@/features/help/components/help-form';
import { useTranslation } from '@/lib/i18n-react';
import { userDetailsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/help')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(helpOptionsQuery(params.lang)),
      context.queryClient.ensureQueryData(userDetailsQuery()),
    ]),
  component: HelpPage,
});

function HelpPage() {
  const { t } = useTranslation('help');
  return (
    <>
      <PageHeader title={t('title')} />
      <HelpForm />
    </>
  );
}
