import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/domain/date-formats';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { recentActionsQuery } from '../api/get-recent';
import { Panel, panelState } from './panel';

/** SPEC 3 "Recent action": who did what, and when (Kuwait time). */
export function RecentActions() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const query = useDeferredAnswer(useQuery(recentActionsQuery()));
  return (
    <Panel
      title={t('recent_actions.title')}
      state={panelState(query, (page) => page.results.length === 0)}
      emptyMessage={t('recent_actions.empty')}
    >
      <Stack as="ul" gap="3" listStyleType="none">
        {query.data?.results.map((entry) => (
          <Box
            as="li"
            key={`${entry.timestamp}-${entry.actor}-${entry.description}`}
            borderBlockEndWidth="1px"
            borderColor="gray.100"
            paddingBlockEnd="2"
          >
            <Text fontWeight="semibold" fontSize="sm">
              {entry.actor}
            </Text>
            <Text fontSize="sm">{entry.description}</Text>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp, lang)}</time>
            </Text>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}
