import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/public-layout';
import { CodePairingForm } from '@/features/code-pairing/components/code-pairing-form';
import { useTranslation } from '@/lib/i18n-react';

export interface PairingSearch {
  code?: string;
  pair?: string;
}

export const Route = createFileRoute('/$lang/cpr')({
  // A pairing link may carry the values; the form still lets the person check them.
  validateSearch: (search: Record<string, unknown>): PairingSearch => ({
    code: typeof search.code === 'string' ? search.code : undefined,
    pair: typeof search.pair === 'string' ? search.pair : undefined,
  }),
  component: CodePairingPage,
});

function CodePairingPage() {
  const { t } = useTranslation('pairing');
  const { code = '', pair = '' } = Route.useSearch();
  return (
    <PublicLayout title={t('title')}>
      <CodePairingForm code={code} pair={pair} />
    </PublicLayout>
  );
}
