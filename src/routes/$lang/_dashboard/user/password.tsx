import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from '@/features/user/components/change-password-form';
import { useTranslation } from '@/lib/i18n-react';
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
