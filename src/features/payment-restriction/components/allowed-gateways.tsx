import { Box, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { CheckboxControl } from '@/components/formik-fields';
import type { PaymentRestrictionResponse } from '@/domain/contracts/customer-payments';
import { useTranslation } from '@/lib/i18n-react';
import type { RestrictionValues } from '../schemas/restriction-schema';

/**
 * SPEC 5's gateway multi-select with its select-all toggle. Select-all means every gateway, also
 * those added later; unticking one of them from there keeps all the others.
 */
export function AllowedGateways({
  gateways,
}: {
  gateways: PaymentRestrictionResponse['available_gateways'];
}) {
  const { t } = useTranslation('restriction');
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<RestrictionValues>();
  const { all_gateways: all, pg_codes: chosen } = values;
  const error =
    (touched.pg_codes || submitCount > 0) && typeof errors.pg_codes === 'string'
      ? errors.pg_codes
      : undefined;
  const codes = gateways.map((gateway) => gateway.code);

  const update = (next: Pick<RestrictionValues, 'all_gateways' | 'pg_codes'>) => {
    void setFieldValue('all_gateways', next.all_gateways, false);
    void setFieldValue('pg_codes', next.pg_codes, false);
    void setFieldTouched('pg_codes', true);
  };
  const toggle = (code: string, checked: boolean) => {
    const current = all ? codes : chosen;
    const next = checked
      ? codes.filter((c) => c === code || current.includes(c))
      : current.filter((c) => c !== code);
    update({ all_gateways: false, pg_codes: next });
  };

  return (
    <Box as="fieldset" aria-describedby={error ? 'pg-codes-error' : 'all-gateways-help'}>
      <Text as="legend" fontWeight="semibold" marginBlockEnd="2">
        {t('gateways.title')}
      </Text>
      <Stack gap="2">
        <CheckboxControl
          name="all_gateways"
          label={t('gateways.all')}
          checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
          // From "some" (indeterminate) a click selects all, as from none.
          onChange={() => update({ all_gateways: !all, pg_codes: [] })}
        />
        <Text id="all-gateways-help" fontSize="sm" color="fg.muted">
          {t('gateways.all_help')}
        </Text>
        <Stack gap="2" paddingInlineStart="6">
          {gateways.map((gateway) => (
            <CheckboxControl
              key={gateway.code}
              name="pg_codes"
              label={t('gateways.option', { name: gateway.name, currency: gateway.currency })}
              checked={all || chosen.includes(gateway.code)}
              onChange={(checked) => toggle(gateway.code, checked)}
            />
          ))}
        </Stack>
      </Stack>
      <Text id="pg-codes-error" aria-live="polite" color="fg.error" textStyle="xs" marginBlockStart="1.5">
        {error}
      </Text>
    </Box>
  );
}
