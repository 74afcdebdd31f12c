import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import type { DoorEvent } from '@/lib/door-store-types';
import { useTranslation } from '@/lib/i18n-react';

interface TicketListStatusProps {
  stored: DoorEvent | null | undefined;
  count: number;
  refreshing: boolean;
  failed: boolean;
  online: boolean;
  onRefresh: () => void;
}

/** When this device last fetched the event's ticket list and how many places it holds. */
export function TicketListStatus({
  stored,
  count,
  refreshing,
  failed,
  online,
  onRefresh,
}: TicketListStatusProps) {
  const { t } = useTranslation('check-in');
  const lang = useLang();
  return (
    <HStack gap="3" wrap="wrap" aria-live="polite">
      {refreshing && <Spinner size="sm" />}
      <Text data-testid="ticket-list-status">
        {stored
          ? t('list.fetched', { count, time: formatDateTime(stored.fetched_at, lang) })
          : refreshing
            ? t('list.refreshing')
            : t('list.none')}
      </Text>
      {failed && (
        <Text color="orange.700" fontSize="sm">
          {t('list.failed')}
        </Text>
      )}
      <Button size="xs" variant="outline" onClick={onRefresh} disabled={!online || refreshing}>
        {t('list.refresh')}
      </Button>
    </HStack>
  );
}
