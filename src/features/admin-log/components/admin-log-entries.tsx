import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminActivityEntry } from '@/domain/contracts/admin-activity';
import { formatDateTime } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { areaLabel } from '../lib/area-label';
import { ChangeList } from './change-list';

/**
 * The log's entries, newest first, one card each at every width: who, where and when on one line
 * (wrapping on a phone), what they did, then what changed before and after.
 */
export function AdminLogEntries({ entries, lang }: { entries: AdminActivityEntry[]; lang: Lang }) {
  const { t } = useTranslation(['admin-log', 'transactions']);
  return (
    <Stack as="ol" aria-label={t('list_label')} gap="3" listStyleType="none">
      {entries.map((entry) => (
        <Box as="li" key={entry.id} borderWidth="1px" borderRadius="md" bg="white" padding="3">
          <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
            <HStack gap="2" wrap="wrap" minWidth="0">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                <bdi>{entry.actor}</bdi>
              </Text>
              <Badge variant="subtle" colorPalette="gray" data-area={entry.area}>
                {areaLabel(entry.area, t)}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp, lang)}</time>
            </Text>
          </HStack>
          <Text marginBlock="1">{entry.description}</Text>
          {entry.changes.length > 0 && (
            <Box marginBlockStart="2">
              <Text srOnly>{t('changes.label')}</Text>
              <ChangeList changes={entry.changes} />
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}
