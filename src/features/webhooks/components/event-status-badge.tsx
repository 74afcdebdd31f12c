import { Badge } from '@chakra-ui/react';
import type { WebhookEventStatus } from '@/domain/contracts/webhooks';
import { useTranslation } from '@/lib/i18n-react';

const PALETTE: Record<WebhookEventStatus, string> = { pending: 'orange', delivered: 'green', failed: 'red' };

export function EventStatusBadge({ status }: { status: WebhookEventStatus }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-status={status} whiteSpace="nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
