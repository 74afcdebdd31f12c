import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/public-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const Route = createFileRoute('/$lang/forget-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicLayout title={t('forgot.title')}>
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
