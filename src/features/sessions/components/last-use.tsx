import { chakra, Portal, Text, Tooltip } from '@chakra-ui/react';
import { formatDateTime, formatTimeAgo } from '@/domain/date-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** "Last used 5 minutes ago": a glance; the exact date and time show on hover and on keyboard focus. */
export function LastUse({ at }: { at: string }) {
  const { t } = useTranslation('sessions');
  const lang = useLang();
  const exact = formatDateTime(at, lang);
  const ago = formatTimeAgo(at, new Date(), lang);
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('last_used')}{' '}
      <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
        <Tooltip.Trigger asChild>
          <chakra.time
            dateTime={at}
            tabIndex={0}
            aria-label={`${ago} (${exact})`}
            textDecoration="underline dotted"
            textUnderlineOffset="3px"
            cursor="help"
          >
            {ago}
          </chakra.time>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{exact}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    </Text>
  );
}
