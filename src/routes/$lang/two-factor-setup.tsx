import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { PublicLayout } from '@/components/public-layout';
import { RequiredEnrolment } from '@/features/user/components/two-factor/required-enrolment';
import { useLogout } from '@/hooks/use-logout';
import { hasToken } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n-react';

/** Where the dashboard sends a user who must set up two-factor sign-in first (issue 18). */
export const Route = createFileRoute('/$lang/two-factor-setup')({
  beforeLoad: ({ params }) => {
    if (!hasToken()) throw redirect({ to: '/$lang/login', params, replace: true });
  },
  component: TwoFactorSetupPage,
});

function TwoFactorSetupPage() {
  const { t } = useTranslation('two-factor');
  const { lang } = Route.useParams();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <PublicLayout title={t('enrol.title')}>
      <RequiredEnrolment
        onSignOut={logout}
        onDone={() => void navigate({ to: '/$lang/general-info', params: { lang }, replace: true })}
      />
    </PublicLayout>
  );
}
