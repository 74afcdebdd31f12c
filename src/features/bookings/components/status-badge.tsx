import { Badge } from '@chakra-ui/react';
import type { BookingStatus } from '@/domain/contracts/bookings';
import { useTranslation } from '@/lib/i18n-react';
import { STATUS_VIEW } from '../lib/booking-status';

/** A booking's or item's state: Paid green, Pending orange, Canceled red. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  const view = STATUS_VIEW[status] ?? { key: status, palette: 'gray' };
  return (
    <Badge colorPalette={view.palette} variant="subtle" data-status={status} whiteSpace="nowrap">
      {t(`status.${view.key}`, { defaultValue: status })}
    </Badge>
  );
}
