import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ConflictsView } from '@/features/check-in/components/conflicts-view';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

// Beside the scan page rather than inside it (the trailing "_"): the door screen has no outlet.
export const Route = createFileRoute('/$lang/_dashboard/event/fullfilment_/conflicts')({
  component: ConflictsPage,
});

function ConflictsPage() {
  const { t } = useTranslation('check-in');
  const lang = useLang();
  return (
    <>
      <PageHeader
        title={t('conflicts.title')}
        crumbs={[{ label: t('section') }, { label: t('conflicts.back'), href: `/${lang}/event/fullfilment` }]}
      />
      <ConflictsView />
    </>
  );
}
