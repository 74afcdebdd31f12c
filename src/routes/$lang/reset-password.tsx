import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/public-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export interface ResetSearch {
  username?: string;
  token?: string;
}

export const Route = createFileRoute('/$lang/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    username: typeof search.username === 'string' ? search.username : undefined,
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { username = '', token = '' } = Route.useSearch();
  return (
    <PublicLayout title={t('reset.title')}>
      <ResetPasswordForm username={username} token={token} />
    </PublicLayout>
  );
}
