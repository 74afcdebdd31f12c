import { Box, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { CheckboxControl } from '@/components/formik-fields';
import type { PaymentRequestFormOptions } from '@/domain/contracts/payment-requests';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** Gateways multi-select with a select-all toggle (SPEC 5: at least one). */
export function GatewaysField({ gateways }: { gateways: PaymentRequestFormOptions['gateways'] }) {
  const { t } = useTranslation('payment-request');
  const lang = useLang();
  const [field, meta, helpers] = useField<string[]>('pg_codes');
  const selected = field.value;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const all = gateways.length > 0 && gateways.every((g) => selected.includes(g.code));
  const some = selected.length > 0 && !all;

  const update = (next: string[]) => {
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };

  return (
    // Not a Chakra Field: its context would hand every checkbox the same input id.
    <Box as="fieldset" width="full" aria-describedby={error ? 'pg-codes-error' : undefined}>
      <Text as="legend" fontWeight="medium" textStyle="sm" marginBlockEnd="2">
        {t('fields.gateways')}
      </Text>
      <Stack gap="2">
        <CheckboxControl
          label={t('fields.select_all')}
          checked={all ? true : some ? 'indeterminate' : false}
          onChange={(checked) => update(checked ? gateways.map((g) => g.code) : [])}
        />
        <Stack gap="2" paddingInlineStart="6">
          {gateways.map((gateway) => (
            <CheckboxControl
              key={gateway.code}
              name="pg_codes"
              label={lang === 'ar' ? gateway.name_ar : gateway.name_en}
              checked={selected.includes(gateway.code)}
              onChange={(checked) =>
                update(
                  checked
                    ? gateways.map((g) => g.code).filter((c) => c === gateway.code || selected.includes(c))
                    : selected.filter((code) => code !== gateway.code),
                )
              }
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
