import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/public-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { hasToken } from '@/lib/auth-storage';

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
