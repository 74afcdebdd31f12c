import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { InputField } from '@/components/formik-fields';
import { useTranslation } from '@/lib/i18n-react';

/** One currency's minimum and maximum; the hint names how many decimals the currency takes. */
export function CurrencyBounds({ currency, decimals }: { currency: string; decimals: number }) {
  const { t } = useTranslation('restriction');
  const hintId = `bounds-${currency}-hint`;
  return (
    <Stack as="fieldset" gap="2" aria-describedby={hintId}>
      <Text as="legend" fontWeight="semibold">
        {currency}
      </Text>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {t('amounts.decimals', { decimals })}
      </Text>
      <SimpleGrid columns={2} gap="3">
        <InputField
          name={`amounts.${currency}.min_amount`}
          label={t('amounts.min_amount')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
        />
        <InputField
          name={`amounts.${currency}.max_amount`}
          label={t('amounts.max_amount')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
        />
      </SimpleGrid>
    </Stack>
  );
}
