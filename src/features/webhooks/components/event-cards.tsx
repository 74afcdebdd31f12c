import { Box, DataList, HStack, Stack } from '@chakra-ui/react';
import { formatDateTime } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import { EventDestination, EventOpenButton } from './event-cells';
import { EventStatusBadge } from './event-status-badge';
import type { EventsViewProps } from './events-table';

/** On a phone, one card per event: six columns and a long webhook_url do not fit 414 px. */
export function EventCards({ rows, lang, onOpen }: EventsViewProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Stack
      as="ul"
      aria-label={t('log.caption')}
      gap="3"
      listStyleType="none"
      display={{ base: 'flex', md: 'none' }}
    >
      {rows.map((row) => (
        <Box as="li" key={row.id} borderWidth="1px" borderRadius="md" bg="white" padding="3" fontSize="sm">
          <Stack gap="2">
            <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
              <EventOpenButton row={row} onOpen={onOpen} />
              <EventStatusBadge status={row.status} />
            </HStack>
            <Stack gap="0" minWidth="0">
              <EventDestination row={row} />
            </Stack>
            <DataList.Root orientation="horizontal" size="sm" gap="1">
              <DataList.Item>
                <DataList.ItemLabel minWidth="24">{t('log.attempts')}</DataList.ItemLabel>
                <DataList.ItemValue fontVariantNumeric="tabular-nums">{row.attempts}</DataList.ItemValue>
              </DataList.Item>
              {row.next_attempt_at && (
                <DataList.Item>
                  <DataList.ItemLabel minWidth="24">{t('log.next_retry')}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatDateTime(row.next_attempt_at, lang)}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel minWidth="24">{t('log.created')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDateTime(row.created_at, lang)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
