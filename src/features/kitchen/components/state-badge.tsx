import { Badge } from '@chakra-ui/react';
import type { OrderState } from '@/domain/contracts/food';
import { useTranslation } from '@/lib/i18n-react';
import { ORDER_STATE_PALETTE } from '../lib/order-state';

export function StateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation('kitchen');
  return (
    <Badge
      colorPalette={ORDER_STATE_PALETTE[state]}
      variant="subtle"
      data-order-state={state}
      whiteSpace="nowrap"
    >
      {t(`state.${state}`)}
    </Badge>
  );
}
