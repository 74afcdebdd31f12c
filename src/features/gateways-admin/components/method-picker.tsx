import { Box, Button, Heading, HStack, Image, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import type { AdminGateway, GatewayMethod } from '@/domain/contracts/gateways-admin';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { errorText } from '@/lib/toaster';
import { gatewayMethodsQuery } from '../api/gateways';
import type { GatewayValues } from '../schemas/gateway-schema';

/**
 * The names still read as defaults when the owner has not typed any in this dialog and
 * either no method was chosen yet or they are the chosen method's own names.
 */
function namesAreDefaults(values: GatewayValues, initial: GatewayValues, chosen: GatewayMethod | undefined) {
  const untouched = values.name_en === initial.name_en && values.name_ar === initial.name_ar;
  if (untouched && initial.provider_method === '') return true;
  return chosen !== undefined && values.name_en === chosen.name_en && values.name_ar === chosen.name_ar;
}

function MethodChoice({ method, currency }: { method: GatewayMethod; currency: string }) {
  const { t } = useTranslation('gateways-admin');
  const lang = useLang();
  return (
    <RadioGroup.Item value={method.method} alignItems="center" width="full">
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <HStack gap="3" flex="1" minWidth="0">
        <Box width="10" height="7" flexShrink={0}>
          {method.image_url && <Image src={method.image_url} alt="" maxHeight="7" objectFit="contain" />}
        </Box>
        <Stack gap="0" minWidth="0">
          <RadioGroup.ItemText fontWeight="medium">
            {lang === 'ar' ? method.name_ar : method.name_en}
          </RadioGroup.ItemText>
          <Text fontSize="sm" color="fg.muted">
            {t('form.method.fee', {
              fee: formatApiMoney(method.fee, currency, lang),
              total: formatApiMoney(method.total, currency, lang),
            })}
          </Text>
        </Stack>
      </HStack>
    </RadioGroup.Item>
  );
}

/** A MyFatoorah gateway pays through one of the account's methods, listed by MyFatoorah with its fee. */
export function MethodPicker({ gateway }: { gateway: AdminGateway }) {
  const { t } = useTranslation('gateways-admin');
  const lang = useLang();
  const [asked, setAsked] = useState(false);
  const methods = useQuery({ ...gatewayMethodsQuery(gateway.code), enabled: asked });
  const [field, meta] = useField<string>('provider_method');
  const { values, initialValues, setFieldValue } = useFormikContext<GatewayValues>();
  const list = methods.data;
  const chosen = list?.results.find((m) => m.method === field.value);

  const choose = (method: string) => {
    const next = list?.results.find((m) => m.method === method);
    if (next && namesAreDefaults(values, initialValues, chosen)) {
      void setFieldValue('name_en', next.name_en);
      void setFieldValue('name_ar', next.name_ar);
    }
    void setFieldValue('provider_method', method);
  };

  return (
    <Stack as="fieldset" gap="3">
      <Heading as="legend" size="sm">
        {t('form.method.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {field.value && !chosen ? t('form.method.current', { method: field.value }) : t('form.method.hint')}
      </Text>
      <Box>
        <Button
          size="sm"
          variant="outline"
          loading={methods.isFetching}
          onClick={() => (asked ? methods.refetch() : setAsked(true))}
        >
          {t('form.method.load')}
        </Button>
      </Box>
      {methods.isError && (
        <Text fontSize="sm" color="red.fg" role="alert">
          {errorText(methods.error)}
        </Text>
      )}
      {list && list.results.length === 0 && <Text fontSize="sm">{t('form.method.none')}</Text>}
      {list && list.results.length > 0 && (
        <RadioGroup.Root
          value={field.value || null}
          onValueChange={(details) => details.value && choose(details.value)}
          colorPalette="orange"
          aria-label={t('form.method.title')}
        >
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('form.method.sample', { amount: formatApiMoney(list.amount, list.currency, lang) })}
            </Text>
            {list.results.map((method) => (
              <MethodChoice key={method.method} method={method} currency={list.currency} />
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      {meta.error && (
        <Text fontSize="sm" color="red.fg" role="alert">
          {meta.error}
        </Text>
      )}
    </Stack>
  );
}
