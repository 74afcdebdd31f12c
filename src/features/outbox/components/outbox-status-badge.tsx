import { Badge } from '@chakra-ui/react';
import type { OutboxStatus } from '@/domain/outbox';
import { useTranslation } from '@/lib/i18n-react';

const PALETTE: Record<OutboxStatus, string> = {
  pending: 'orange',
  sent: 'green',
  kept: 'blue',
  failed: 'red',
};

/** A message's state: kept (no provider, stays here), sent, failed, or pending a try. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('outbox');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status} whiteSpace="nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
