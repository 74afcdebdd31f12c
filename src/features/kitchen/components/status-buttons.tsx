import { Button, HStack, Text } from '@chakra-ui/react';
import type { OrderDetails } from '@/domain/contracts/food-orders';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useChangeOrderState } from '../api/orders';

/** One tap per state the server says this user may move the order to (next_states). */
export function StatusButtons({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('kitchen');
  const change = useChangeOrderState(order.id);
  if (order.next_states.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('move.none')}
      </Text>
    );
  return (
    <HStack as="fieldset" gap="2" wrap="wrap" aria-label={t('move.label')}>
      {order.next_states.map((state) => (
        <Button
          key={state}
          size="lg"
          colorPalette={state === 'cancelled' ? 'red' : 'orange'}
          variant={state === 'cancelled' ? 'outline' : 'solid'}
          loading={change.isPending && change.variables === state}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(state, {
              onSuccess: (updated) =>
                notifySuccess(t('move.done', { number: updated.number, state: t(`state.${updated.state}`) })),
              onError: notifyError,
            })
          }
        >
          {t('move.to', { state: t(`state.${state}`) })}
        </Button>
      ))}
    </HStack>
  );
}
