import { Box, Stack, Text } from '@chakra-ui/react';
import type { ActivityEntry } from '@/domain/contracts/users';
import { formatDateTime } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';

/** Staff actions as the Activity history dialog and a transaction's detail show them. */
export function ActivityList({
  entries,
  busy = false,
}: {
  entries: readonly ActivityEntry[];
  busy?: boolean;
}) {
  const lang = useLang();
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-busy={busy}>
      {entries.map((entry) => (
        <Box
          as="li"
          key={`${entry.timestamp}-${entry.actor}-${entry.description}`}
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          padding="3"
        >
          <Text fontWeight="semibold">{entry.actor}</Text>
          <Text>{entry.description}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp, lang)}</time>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
