import { Button, Text } from '@chakra-ui/react';
import type { WebhookEventItem } from '@/domain/contracts/webhooks';
import { useTranslation } from '@/lib/i18n-react';

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

/**
 * The paragraph follows the page's direction (an address sits at the start of an Arabic card);
 * inside it a description keeps its own direction, a bare address reads left to right, and both
 * wrap anywhere rather than widen a phone's page.
 */
export function EventDestination({ row }: { row: WebhookEventItem }) {
  const { t } = useTranslation('webhooks');
  return (
    <>
      <Text overflowWrap="anywhere">
        <bdi dir={row.endpoint_description ? 'auto' : 'ltr'}>{destinationOf(row)}</bdi>
      </Text>
      {row.target === 'transaction' && (
        <Text fontSize="xs" color="fg.muted">
          {t('log.transaction_url')}
        </Text>
      )}
    </>
  );
}
