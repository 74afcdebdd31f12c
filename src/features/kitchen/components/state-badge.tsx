import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '@/domain/contracts/food';
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
