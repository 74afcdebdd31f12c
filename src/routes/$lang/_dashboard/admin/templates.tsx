import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { messageTemplatesQuery } from '@/features/templates/api/message-templates';
import { TemplatesPage } from '@/features/templates/components/templates-page';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** The merchant's email and SMS texts and emailed receipts, for owners (the server enforces). */
export const Route = createFileRoute('/$lang/_dashboard/admin/templates')({
  loader: ({ context }) => context.queryClient.ensureQueryData(messageTemplatesQuery()),
  component: TemplatesRoute,
});

function TemplatesRoute() {
  const { t } = useTranslation('templates');
  const lang = useLang();
  return (
    <>
      <PageHeader title={t('title')} />
      <TemplatesPage initialLang={lang} />
    </>
  );
}
