import { Box, Card, chakra, Flex, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { kuwaitToday } from '@/domain/business-time';
import type { EventSummary } from '@/domain/contracts/events';
import { formatDateRange } from '@/domain/date-formats';
import { amountMinor, formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { Tag } from './events-frame';

/**
 * SPEC 2.1 events list card: image, title, dates, price from or Free, sold out badge. The first
 * card's image is the largest thing on a phone's first screen: asked for first, at high priority.
 */
export function EventCard({ event, first = false }: { event: EventSummary; first?: boolean }) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const free = event.is_free || amountMinor(event.price_from, event.currency_code) === 0;
  const waiting = !event.on_sale && event.sale_starts_at !== null;
  const over = event.last_date !== null && event.last_date < kuwaitToday();
  return (
    <LinkBox as="article" height="full">
      <Card.Root height="full" overflow="hidden" boxShadow="sm" _hover={{ boxShadow: 'md' }}>
        {event.image_url ? (
          <chakra.img
            src={event.image_url}
            alt=""
            fetchPriority={first ? 'high' : undefined}
            width="full"
            aspectRatio="16 / 9"
            objectFit="cover"
          />
        ) : (
          <Box aspectRatio="16 / 9" bg="orange.100" />
        )}
        <Card.Body>
          <Stack gap="2">
            <Heading as="h2" size="md">
              <LinkOverlay asChild>
                {waiting ? (
                  <RouterLink to="/$lang/ticketwaitingzone" params={{ lang }} search={{ event: event.slug }}>
                    {event.title}
                  </RouterLink>
                ) : (
                  <RouterLink to="/$lang/events/$slug" params={{ lang, slug: event.slug }}>
                    {event.title}
                  </RouterLink>
                )}
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {formatDateRange(event.first_date, event.last_date, lang)}
            </Text>
            {event.venue && <Text fontSize="sm">{event.venue}</Text>}
            <Flex gap="2" align="center" justify="space-between" wrap="wrap" marginBlockStart="1">
              <Text fontWeight="semibold">
                {free
                  ? t('list.free')
                  : t('list.from', { price: formatApiMoney(event.price_from, event.currency_code, lang) })}
              </Text>
              {event.sold_out ? (
                <Tag tone="red">{t('list.sold_out')}</Tag>
              ) : waiting ? (
                <Tag tone="orange">{t('list.soon')}</Tag>
              ) : over ? (
                <Tag>{t('list.over')}</Tag>
              ) : null}
            </Flex>
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
