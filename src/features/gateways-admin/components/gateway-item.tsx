import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { AdminGateway, GatewayTestResponse } from '@/domain/contracts/gateways-admin';
import { isProviderAdapter, usesProviderFee } from '@/domain/gateway-settings';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

interface GatewayItemProps {
  gateway: AdminGateway;
  first: boolean;
  last: boolean;
  moving: boolean;
  testing: boolean;
  tested: GatewayTestResponse | null;
  onMove: (gateway: AdminGateway, step: -1 | 1) => void;
  onEdit: (gateway: AdminGateway) => void;
  onTest: (gateway: AdminGateway) => void;
  onDelete: (gateway: AdminGateway) => void;
}

/** One gateway as the pay page offers it: its name, state, fee and sections, and its actions, each named for it. */
export function GatewayItem(props: GatewayItemProps) {
  const { gateway, first, last, moving, testing, tested } = props;
  const { t } = useTranslation('gateways-admin');
  const lang = useLang();
  const name = lang === 'ar' ? gateway.name_ar : gateway.name_en;
  const provider = isProviderAdapter(gateway.adapter);
  const plugins = gateway.plugins
    ? gateway.plugins.map((plugin) => t(`transactions:plugins.${plugin}`)).join(t('list_separator'))
    : t('item.all_plugins');
  const fee = usesProviderFee(gateway.adapter)
    ? t('item.fee_provider')
    : t('item.fee', {
        fixed: formatApiMoney(gateway.fee_fixed, gateway.currency, lang),
        percent: gateway.fee_percent,
      });
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="white" padding="4" aria-label={name}>
      <HStack align="flex-start" gap="3">
        <Stack gap="1">
          <IconButton
            size="xs"
            variant="outline"
            aria-label={t('item.up_for', { name })}
            title={t('item.up')}
            disabled={first || moving}
            onClick={() => props.onMove(gateway, -1)}
          >
            ↑
          </IconButton>
          <IconButton
            size="xs"
            variant="outline"
            aria-label={t('item.down_for', { name })}
            title={t('item.down')}
            disabled={last || moving}
            onClick={() => props.onMove(gateway, 1)}
          >
            ↓
          </IconButton>
        </Stack>
        <Stack gap="2" flex="1" minWidth="0">
          <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
            <Stack gap="0" minWidth="0">
              <Text fontWeight="semibold">{name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`adapters.${gateway.adapter}`)} · <bdi dir="ltr">{gateway.code}</bdi>
              </Text>
            </Stack>
            <HStack gap="1" wrap="wrap">
              <Badge colorPalette={gateway.is_active ? 'green' : 'gray'} variant="subtle">
                {gateway.is_active ? t('item.active') : t('item.inactive')}
              </Badge>
              {provider && (
                <Badge colorPalette={gateway.mode === 'live' ? 'blue' : 'orange'} variant="subtle">
                  {gateway.mode === 'live' ? t('item.live') : t('item.test_mode')}
                </Badge>
              )}
            </HStack>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <bdi>{fee}</bdi> ·{' '}
            {gateway.fee_payer === 'merchant' ? t('item.fee_merchant') : t('item.fee_customer')} · {plugins}
          </Text>
          {tested && (
            <Text fontSize="sm" color={tested.ok ? 'green.fg' : 'red.fg'} role="status">
              {tested.ok ? t('test_result.ok') : t('test_result.failed')}: {tested.message}
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => props.onEdit(gateway)}
              aria-label={t('item.edit_for', { name })}
            >
              {t('item.edit')}
            </Button>
            {provider && (
              <Button
                size="sm"
                variant="outline"
                loading={testing}
                onClick={() => props.onTest(gateway)}
                aria-label={t('item.test_for', { name })}
              >
                {t('item.test')}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => props.onDelete(gateway)}
              aria-label={t('item.delete_for', { name })}
            >
              {t('item.delete')}
            </Button>
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
