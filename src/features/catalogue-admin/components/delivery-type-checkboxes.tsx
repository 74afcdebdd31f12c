import { Fieldset, Stack } from '@chakra-ui/react';
import { useField } from 'formik';
import { CheckboxControl } from '@/components/formik-fields';
import type { DeliveryType } from '@/domain/contracts/food';
import { DELIVERY_TYPES } from '@/domain/order-states';
import { useTranslation } from '@/lib/i18n-react';

/** The kinds of food order a discount code serves; the shop's orders take it whatever these are. */
export function DeliveryTypeCheckboxes() {
  const { t } = useTranslation('catalogue-admin');
  const [field, meta, helpers] = useField<DeliveryType[]>('delivery_types');
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const toggle = (type: DeliveryType, on: boolean) =>
    void helpers.setValue(on ? [...field.value, type] : field.value.filter((kept) => kept !== type));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('codes.form.delivery_types')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('codes.form.delivery_types_hint')}</Fieldset.HelperText>
      <Stack gap="2" marginBlockStart="2" direction={{ base: 'column', sm: 'row' }}>
        {DELIVERY_TYPES.map((type) => (
          <CheckboxControl
            key={type}
            label={t(`codes.delivery_type.${type}`)}
            checked={field.value.includes(type)}
            onChange={(on) => toggle(type, on)}
          />
        ))}
      </Stack>
      {error && <Fieldset.ErrorText aria-live="polite">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
