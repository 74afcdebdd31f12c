import { Alert, Stack, Text } from '@chakra-ui/react';
import type { EventChangePreview } from '@/domain/contracts/event-changes';
import { formatDate } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { formatNumber } from '@/domain/number-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** What a cancel will do, in words: "12 bookings will be canceled; 8 paid ones refunded, …". */
export function CancelPreview({ preview, canRefund }: { preview: EventChangePreview; canRefund: boolean }) {
  const { t } = useTranslation('event-changes');
  const lang = useLang();
  const { bookings, paid_bookings: paid } = preview;
  return (
    <Stack gap="3" role="note" padding="3" bg="bg.muted" borderRadius="md">
      <Text>
        {bookings === 0
          ? t('preview.no_bookings')
          : t('preview.cancel', { count: bookings, formatted_count: formatNumber(bookings, lang) })}
      </Text>
      {paid > 0 && (
        <Text>
          {t('preview.refund', {
            count: paid,
            formatted_count: formatNumber(paid, lang),
            amount: formatApiMoney(preview.refund_total, preview.currency, lang),
          })}
        </Text>
      )}
      {bookings > 0 && <Text>{t('preview.cancel_emails')}</Text>}
      {paid > 0 && !canRefund && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('preview.refund_not_allowed')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** What a reschedule of the chosen date will do; before a date is chosen, how to start. */
export function ReschedulePreview({ bookings, from, to }: { bookings: number; from: string; to: string }) {
  const { t } = useTranslation('event-changes');
  const lang = useLang();
  return (
    <Text role="note" padding="3" bg="bg.muted" borderRadius="md">
      {from
        ? t(to ? 'preview.reschedule_to' : 'preview.reschedule', {
            count: bookings,
            formatted_count: formatNumber(bookings, lang),
            from: formatDate(from, lang),
            to: to ? formatDate(to, lang) : '',
          })
        : t('preview.reschedule_choose')}
    </Text>
  );
}
