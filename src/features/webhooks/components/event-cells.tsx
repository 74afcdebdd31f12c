import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WebhookEventItem } from '@/domain/contracts/webhooks';

/** Where an event went: the endpoint's description, else its address. */
export const destinationOf = (row: WebhookEventItem) => row.endpoint_description || row.url;

/** The event type, which opens its request, answers and attempts; named for its destination. */
export function EventOpenButton({
  row,
  onOpen,
}: {
  row: WebhookEventItem;
  onOpen: (row: WebhookEventItem) => void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <Button
      variant="plain"
      size="sm"
      padding="0"
      height="auto"
      color="orange.fg"
      textDecoration="underline"
      aria-label={t('log.open_for', { type: row.event_type, destination: destinationOf(row) })}
      onClick={() => onOpen(row)}
    >
      <bdi>{row.event_type}</bdi>
    </Button>
  );
}

/** A merchant's description follows its own direction; a bare address reads left to right and wraps anywhere. */
export function EventDestination({ row }: { row: WebhookEventItem }) {
  const { t } = useTranslation('webhooks');
  return (
    <>
      <Text as="bdi" dir={row.endpoint_description ? 'auto' : 'ltr'} overflowWrap="anywhere">
        {destinationOf(row)}
      </Text>
      {row.target === 'transaction' && (
        <Text fontSize="xs" color="fg.muted">
          {t('log.transaction_url')}
        </Text>
      )}
    </>
  );
}
