import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/public-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useTranslation } from '@/lib/i18n-react';

export interface ResetSearch {
  username?: string;
  token?: string;
  /** The link of an invitation: the invitee chooses their first password. */
  invite?: boolean;
}

export const Route = createFileRoute('/$lang/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    username: typeof search.username === 'string' ? search.username : undefined,
    token: typeof search.token === 'string' ? search.token : undefined,
    // `invite=1` in the emailed link; the router runs this again on its own output (true).
    invite: search.invite === 1 || search.invite === true || undefined,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { username = '', token = '', invite = false } = Route.useSearch();
  return (
    <PublicLayout title={t(invite ? 'reset.invite_title' : 'reset.title')}>
      <ResetPasswordForm username={username} token={token} invited={invite} />
    </PublicLayout>
  );
}
