import { createFileRoute, redirect } from '@tanstack/react-router';
import { PublicLayout } from '@/components/public-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { hasToken } from '@/lib/auth-storage';
import { useTranslation } from '@/lib/i18n-react';

export const Route = createFileRoute('/$lang/login')({
  beforeLoad: ({ params }) => {
    // SPEC 2.3: someone already signed in goes to the root.
    if (hasToken()) throw redirect({ to: '/$lang', params, replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicLayout title={t('login.title')}>
      <LoginForm />
    </PublicLayout>
  );
}
