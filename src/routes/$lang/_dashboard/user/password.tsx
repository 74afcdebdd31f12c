import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from '@/features/user/components/change-password-form';
import { userDetailsQuery } from '@/lib/shared-queries';

export const Route = createFileRoute('/$lang/_dashboard/user/password')({
  loader: ({ context }) => context.queryClient.ensureQueryData(userDetailsQuery()),
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const { t } = useTranslation('user');
  return (
    <>
      <PageHeader title={t('password.title')} crumbs={[{ label: t('title'), to: '/$lang/user' }]} />
      <ChangePasswordForm />
    </>
  );
}
