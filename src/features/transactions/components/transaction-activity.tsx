import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useLang } from '@/hooks/use-lang';
import { formatDateTime } from '@/lib/format-date';
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
        <Stack as="ul" gap="2" listStyleType="none">
          {activity.data.results.map((entry) => (
            <Box
              as="li"
              key={`${entry.timestamp}-${entry.actor}-${entry.description}`}
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="md"
              padding="3"
            >
              <Text fontWeight="semibold">{entry.actor}</Text>
              <Text>{entry.description}</Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp, lang)}</time>
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
