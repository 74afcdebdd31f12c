import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/public-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useTranslation } from '@/lib/i18n-react';

export const Route = createFileRoute('/$lang/forget-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicLayout title={t('forgot.title')}>
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
