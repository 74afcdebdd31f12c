import { Fieldset, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { CheckboxControl } from '@/components/formik-fields';
import type { AdminStore } from '@/domain/contracts/catalogue-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** The stores that hold the product: where a customer may collect it. */
export function StoreCheckboxes({ stores }: { stores: AdminStore[] }) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const [field, meta, helpers] = useField<number[]>('store_ids');
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const toggle = (id: number, on: boolean) =>
    void helpers.setValue(on ? [...field.value, id] : field.value.filter((kept) => kept !== id));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('form.stores')}</Fieldset.Legend>
      {stores.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('form.no_stores')}
        </Text>
      ) : (
        <Stack gap="2" marginBlockStart="2">
          {stores.map((store) => (
            <CheckboxControl
              key={store.id}
              label={lang === 'ar' ? store.name_ar : store.name_en}
              checked={field.value.includes(store.id)}
              onChange={(on) => toggle(store.id, on)}
            />
          ))}
        </Stack>
      )}
      {error && <Fieldset.ErrorText aria-live="polite">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
