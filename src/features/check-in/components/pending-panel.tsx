import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useLiveQuery } from '../hooks/use-live-query';
import { reportedScans } from '../store/door-store';
import type { SyncSummary } from '../store/sync-queue';

interface PendingPanelProps {
  /** null while the count is unknown. */
  pending: number | null;
  failing: boolean;
  last: SyncSummary | null;
  eventId: number | null;
  onUpload: () => void;
}

/**
 * The queue at a glance: how many scans wait for the network (announced to screen readers as
 * it changes), and the places the server later said were let in elsewhere or refused.
 */
export function PendingPanel({ pending, failing, last, eventId, onUpload }: PendingPanelProps) {
  const { t } = useTranslation('check-in');
  const lang = useLang();
  const reported =
    useLiveQuery((id) => (id === null ? Promise.resolve([]) : reportedScans(id)), eventId) ?? [];

  return (
    <Stack gap="2" as="section" aria-labelledby="upload-queue">
      <Text id="upload-queue" fontWeight="semibold">
        {t('pending.title')}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Box role="status" aria-live="polite" aria-atomic="true" data-testid="pending-count">
          {pending !== null && (
            <Badge colorPalette={pending > 0 ? 'orange' : 'green'} size="lg">
              {pending > 0 ? t('pending.count', { count: pending }) : t('pending.uploaded')}
            </Badge>
          )}
        </Box>
        {pending !== null && pending > 0 && (
          <Button size="xs" variant="outline" onClick={onUpload}>
            {t('pending.upload_now')}
          </Button>
        )}
      </HStack>
      {failing && pending !== null && pending > 0 && (
        <Text fontSize="sm" color="orange.700">
          {t('pending.failing')}
        </Text>
      )}
      {last && (
        <Text fontSize="sm" color="fg.muted">
          {t('pending.summary', { ...last })}
        </Text>
      )}
      {reported.length > 0 && (
        <Box role="alert" borderWidth="1px" borderColor="red.300" borderRadius="md" padding="3">
          <Text fontWeight="semibold" marginBlockEnd="2">
            {t('reported.title')}
          </Text>
          <List.Root gap="1" paddingInlineStart="4">
            {reported.map((scan) => (
              <List.Item key={scan.nonce}>
                <Text as="span" fontWeight="semibold">
                  {scan.qr_number}
                </Text>
                {scan.place && ` (${scan.place.first_name} ${scan.place.last_name})`}
                {' — '}
                {scan.outcome === 'conflict' && scan.first_admission
                  ? t('reported.conflict', {
                      gate: scan.first_admission.gate,
                      time: formatDateTime(scan.first_admission.at, lang),
                    })
                  : t('reported.rejected', { reason: scan.reason ?? scan.outcome })}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
