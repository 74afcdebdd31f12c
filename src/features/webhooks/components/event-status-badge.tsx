import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WebhookEventStatus } from '@/domain/contracts/webhooks';

const PALETTE: Record<WebhookEventStatus, string> = { pending: 'orange', delivered: 'green', failed: 'red' };

export function EventStatusBadge({ status }: { status: WebhookEventStatus }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status} whiteSpace="nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
