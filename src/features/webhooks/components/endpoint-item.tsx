import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { WebhookEndpoint } from '@/domain/contracts/webhooks';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

interface EndpointItemProps {
  endpoint: WebhookEndpoint;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRoll: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** One endpoint: where it sends, what it hears about, and its actions, each named for it. */
export function EndpointItem({ endpoint, onEdit, onRoll, onDelete }: EndpointItemProps) {
  const { t } = useTranslation('webhooks');
  const lang = useLang();
  const name = endpoint.description || endpoint.url;
  const plugins = endpoint.plugins
    ? endpoint.plugins.map((plugin) => t(`transactions:plugins.${plugin}`)).join(t('list_separator'))
    : t('endpoints.all_plugins');
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="white" padding="4">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minWidth="0" flex="1">
            {endpoint.description && <Text fontWeight="semibold">{endpoint.description}</Text>}
            {/* The paragraph follows the page's direction; the address inside reads left to right. */}
            <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
              <bdi dir="ltr">{endpoint.url}</bdi>
            </Text>
          </Stack>
          <Badge colorPalette={endpoint.enabled ? 'green' : 'gray'} variant="subtle">
            {endpoint.enabled ? t('endpoints.enabled') : t('endpoints.disabled')}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('endpoints.events', { count: endpoint.event_types.length })} · {plugins}
        </Text>
        {endpoint.previous_secret_expires_at && (
          <Text fontSize="sm" color="orange.fg">
            {t('endpoints.overlap_until', {
              time: formatDateTime(endpoint.previous_secret_expires_at, lang),
            })}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => onEdit(endpoint)}
            aria-label={t('endpoints.edit_for', { name })}
          >
            {t('endpoints.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onRoll(endpoint)}
            aria-label={t('endpoints.roll_for', { name })}
          >
            {t('endpoints.roll')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(endpoint)}
            aria-label={t('endpoints.delete_for', { name })}
          >
            {t('endpoints.delete')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
