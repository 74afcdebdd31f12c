import { Box, Link as ChakraLink, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SelectControl } from '@/components/form-controls';
import type { DeliveryType, MenuConfig } from '@/domain/contracts/food';
import { amountMinor, formatMoney } from '@/domain/money';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { branchesQuery, deliveryAreasQuery, minOrderQuery, workingQuery } from '../api/menu';
import { adoptDefaultDeliveryType, askChange, updateChoices, useMenuStore } from '../cart-store';
import { useBusinessTime } from '../hooks/use-business-time';
import { pick } from '../lib/menu-text';
import { placeParams, usesDeliveryArea } from '../lib/place';
import { ChangeConfirmDialog } from './change-confirm-dialog';

/** SPEC 2.6: delivery, pickup or catering; where from; for catering, when. */
export function OrderSettings({ config }: { config: MenuConfig }) {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const { choices, loaded, fresh } = useMenuStore(config.default_delivery_type);
  const type = choices.delivery_type;
  useEffect(() => {
    if (loaded && fresh) adoptDefaultDeliveryType(config.default_delivery_type);
  }, [loaded, fresh, config.default_delivery_type]);
  const byArea = usesDeliveryArea(type);
  const branches = useQuery({ ...branchesQuery(), enabled: !byArea });
  const areas = useQuery({ ...deliveryAreasQuery(), enabled: byArea });
  const place = placeParams(choices);
  const minOrder = useQuery({ ...minOrderQuery(place ?? { delivery_type: type }), enabled: Boolean(place) });
  const working = useQuery({ ...workingQuery(place ?? { delivery_type: type }), enabled: Boolean(place) });
  const currency = config.currency_code;
  const locationId = byArea ? choices.delivery_area : choices.branch;
  const places = byArea ? areas.data : branches.data;
  const closed = working.data && !working.data.working ? working.data : null;
  const { time, settled } = useBusinessTime(type === 'catering' || Boolean(closed?.opens_at));
  const hydrated = useHydrated();

  return (
    <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="lg" padding="4">
      <chakra.fieldset disabled={!hydrated}>
        <chakra.legend srOnly>{t('settings.type')}</chakra.legend>
        <Flex
          gap="1"
          bg="gray.100"
          borderRadius="full"
          padding="1"
          role="radiogroup"
          aria-label={t('settings.type')}
        >
          {config.delivery_types.map((option: DeliveryType) => {
            const checked = option === type;
            return (
              <chakra.label
                key={option}
                // The visually hidden radio sits inside its own label, so a tap anywhere on it lands.
                position="relative"
                flex="1"
                textAlign="center"
                borderRadius="full"
                paddingBlock="2"
                cursor="pointer"
                fontWeight="medium"
                bg={checked ? 'orange.solid' : 'transparent'}
                color={checked ? 'orange.contrast' : 'fg'}
                _focusWithin={{
                  outline: '2px solid',
                  outlineColor: 'orange.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <chakra.input
                  type="radio"
                  name="delivery_type"
                  value={option}
                  checked={checked}
                  onChange={() => askChange({ field: 'delivery_type', value: option })}
                  srOnly
                />
                {t(`type.${option}`)}
              </chakra.label>
            );
          })}
        </Flex>
      </chakra.fieldset>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1">
          <chakra.label
            htmlFor="menu-location"
            fontSize="sm"
            fontWeight="medium"
            display="block"
            marginBlockEnd="1"
          >
            {byArea ? t('settings.area') : t('settings.branch')}
          </chakra.label>
          <SelectControl
            id="menu-location"
            disabled={!hydrated}
            value={locationId ?? ''}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (value) askChange({ field: byArea ? 'delivery_area' : 'branch', value });
            }}
          >
            <option value="">{byArea ? t('settings.choose_area') : t('settings.choose_branch')}</option>
            {places?.map((item) => (
              <option key={item.id} value={item.id}>
                {pick(item.name, lang)}
              </option>
            ))}
          </SelectControl>
        </Box>
        {type === 'catering' && (
          <Box flex="1">
            <chakra.label
              htmlFor="menu-date"
              fontSize="sm"
              fontWeight="medium"
              display="block"
              marginBlockEnd="1"
            >
              {t('settings.date')}
            </chakra.label>
            <chakra.input
              id="menu-date"
              type="date"
              min={time?.kuwaitToday()}
              value={choices.catering_date ?? ''}
              onChange={(event) => updateChoices({ catering_date: event.target.value || null })}
              width="full"
              height="10"
              paddingInline="3"
              borderWidth="1px"
              borderRadius="l2"
              bg="bg"
            />
          </Box>
        )}
      </Flex>
      {!byArea && (
        <ChakraLink asChild fontSize="sm" color="orange.700" alignSelf="flex-start">
          <Link to="/$lang/branches" params={{ lang }}>
            {t('settings.see_branches')}
          </Link>
        </ChakraLink>
      )}
      {closed && (!closed.opens_at || settled) && (
        <Text role="alert" color="fg.error" fontWeight="medium">
          {byArea ? t('settings.area_closed') : t('settings.branch_closed')}
          {closed.opens_at &&
            time &&
            ` ${t('settings.opens_at', { time: time.formatDateTime(closed.opens_at, lang) })}`}
        </Text>
      )}
      {minOrder.data && amountMinor(minOrder.data.minimum_order_sum, currency) > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('settings.min_order', {
            amount: formatMoney(amountMinor(minOrder.data.minimum_order_sum, currency), currency, lang),
          })}
        </Text>
      )}
      <ChangeConfirmDialog />
    </Stack>
  );
}
