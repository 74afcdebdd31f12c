import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { EventDetail } from '@/domain/contracts/events';
import { formatDateRange } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** Image, title, dates and venue of an event: the top of its pages. */
export function EventHeading({ event, level = 'h1' }: { event: EventDetail; level?: 'h1' | 'h2' }) {
  const { t } = useTranslation('events');
  const lang = useLang();
  return (
    <Stack gap="2">
      {event.image_url && (
        <chakra.img
          src={event.image_url}
          alt=""
          // The top of an event's page and its largest thing: asked for first, at high priority.
          fetchPriority="high"
          width="full"
          aspectRatio="16 / 9"
          objectFit="cover"
          borderRadius="lg"
        />
      )}
      <Heading as={level} size="2xl">
        {event.title}
      </Heading>
      {event.first_date && (
        <Text color="fg.muted">
          <chakra.span srOnly>{t('detail.dates')}: </chakra.span>
          {formatDateRange(event.first_date, event.last_date, lang)}
        </Text>
      )}
      {event.venue && (
        <Text>
          <chakra.span fontWeight="semibold">{t('detail.venue')}: </chakra.span>
          {event.venue}
        </Text>
      )}
    </Stack>
  );
}
