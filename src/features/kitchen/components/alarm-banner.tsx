import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { OrderRow } from '@/domain/contracts/kitchen';
import { useTranslation } from '@/lib/i18n-react';
import { AcknowledgeButton } from './orders-table';

/**
 * What the alarm is ringing for, read out to screen readers as it changes, with a button per
 * waiting order. `data-alarm` lets tests and kiosks tell ringing from quiet.
 */
export function AlarmBanner({
  count,
  waiting,
  soundBlocked,
  onEnableSound,
  acknowledging,
  onAcknowledge,
}: {
  count: number;
  waiting: OrderRow[];
  soundBlocked: boolean;
  onEnableSound: () => void;
  acknowledging: string | undefined;
  onAcknowledge: (order: Pick<OrderRow, 'id' | 'number'>) => void;
}) {
  const { t } = useTranslation('kitchen');
  const ringing = count > 0;
  return (
    <Alert.Root
      status={ringing ? 'warning' : 'success'}
      variant={ringing ? 'solid' : 'subtle'}
      data-alarm={ringing ? 'ringing' : 'quiet'}
    >
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title role="status" aria-live="assertive" fontSize="md">
          {ringing ? t('alarm.ringing', { count }) : t('alarm.quiet')}
        </Alert.Title>
        {ringing && soundBlocked && (
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm">{t('alarm.sound_blocked')}</Text>
            <Button size="xs" variant="surface" onClick={onEnableSound}>
              {t('alarm.enable_sound')}
            </Button>
          </HStack>
        )}
        {waiting.length > 0 && (
          <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
            {waiting.map((order) => (
              <HStack
                as="li"
                key={order.id}
                gap="2"
                bg="white"
                color="fg"
                borderRadius="md"
                paddingInline="2"
                paddingBlock="1"
              >
                <Text fontFamily="mono" fontWeight="semibold">
                  {order.number}
                </Text>
                <AcknowledgeButton
                  order={order}
                  pending={acknowledging === order.id}
                  onAcknowledge={onAcknowledge}
                />
              </HStack>
            ))}
          </HStack>
        )}
      </Stack>
    </Alert.Root>
  );
}
