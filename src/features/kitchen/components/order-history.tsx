import { List, Text } from '@chakra-ui/react';
import type { OrderHistoryEntry } from '@/domain/contracts/food-orders';
import { formatDateTime } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { StateBadge } from './state-badge';

/** Each state change with who made it and when, oldest first. */
export function OrderHistory({ entries, lang }: { entries: OrderHistoryEntry[]; lang: Lang }) {
  const { t } = useTranslation('kitchen');
  if (entries.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('details.history_empty')}
      </Text>
    );
  return (
    <List.Root as="ol" gap="2" listStyleType="none">
      {entries.map((entry) => (
        <List.Item
          key={`${entry.timestamp}-${entry.state}`}
          display="flex"
          gap="2"
          alignItems="center"
          flexWrap="wrap"
        >
          <StateBadge state={entry.state} />
          <Text fontSize="sm">{formatDateTime(entry.timestamp, lang)}</Text>
          {entry.actor && (
            <Text fontSize="sm" color="fg.muted">
              {t('details.by', { actor: entry.actor })}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
