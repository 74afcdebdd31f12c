import { Badge, Stack, Text } from '@chakra-ui/react';
import type { BulkChannelStatus, BulkMessageStatus } from '@/domain/contracts/bulk-logs';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { countValues } from '../lib/count-values';

const PALETTE: Record<BulkMessageStatus, string> = {
  queued: 'blue',
  sent: 'green',
  kept: 'gray',
  failed: 'red',
};

/** A link's latest message on one channel: its status, the reason of a failure, how many went. */
export function ChannelStatus({ status }: { status: BulkChannelStatus | null }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  if (!status) return <Text color="fg.muted">{t('transaction_log.not_asked')}</Text>;
  return (
    <Stack gap="0.5" align="start">
      <Badge colorPalette={PALETTE[status.status]} variant="subtle" whiteSpace="nowrap">
        {t(`transaction_log.status.${status.status}`)}
      </Badge>
      {status.reason && (
        <Text fontSize="xs" color={status.status === 'failed' ? 'red.fg' : 'fg.muted'} dir="auto">
          {status.reason}
        </Text>
      )}
      {status.messages > 1 && (
        <Text fontSize="xs" color="fg.muted">
          {t('transaction_log.messages', countValues(status.messages, lang))}
        </Text>
      )}
    </Stack>
  );
}
