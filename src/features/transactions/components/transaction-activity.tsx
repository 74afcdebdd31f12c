import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ActivityList } from '@/components/activity-list';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { transactionActivityQuery } from '../api/detail';

/** Who did what to this transaction, and when (Kuwait time). */
export function TransactionActivity({ id }: { id: string }) {
  const { t } = useTranslation('transaction-actions');
  const lang = useLang();
  const activity = useQuery(transactionActivityQuery(id, lang));

  return (
    <Stack as="section" gap="3" aria-labelledby="transaction-activity">
      <Heading as="h2" size="md" id="transaction-activity">
        {t('detail.activity')}
      </Heading>
      {activity.isPending ? (
        <LoadingState />
      ) : activity.isError ? (
        <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />
      ) : activity.data.results.length === 0 ? (
        <EmptyState message={t('detail.no_activity')} />
      ) : (
        <ActivityList entries={activity.data.results} />
      )}
    </Stack>
  );
}
