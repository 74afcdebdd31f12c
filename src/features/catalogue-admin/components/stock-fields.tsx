import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/formik-fields';
import { TextField } from '@/components/text-field';
import type { AdminStore } from '@/domain/contracts/catalogue-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { type ProductValues, storeKey } from '../schemas/product-schema';

/** A store's units; its error shows after a submit too, as a store just ticked was never touched. */
function StoreUnitsField({ store }: { store: AdminStore }) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const { submitCount } = useFormikContext<ProductValues>();
  const [field, meta] = useField<string | undefined>(`store_inventory.${storeKey(store.id)}`);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={t('form.store_inventory', { store: lang === 'ar' ? store.name_ar : store.name_en })}
      error={meta.touched || submitCount > 0 ? meta.error : undefined}
      autoComplete="off"
      dir="ltr"
    />
  );
}

/** Stock: not counted (unlimited), one count for the product, or each holding store's own units. */
export function StockFields({ stores }: { stores: AdminStore[] }) {
  const { t } = useTranslation('catalogue-admin');
  const { values } = useFormikContext<ProductValues>();
  const held = stores.filter((store) => values.store_ids.includes(store.id));
  const perStore = values.track_inventory && values.per_store;
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm">
        {t('form.stock')}
      </Heading>
      <SwitchField name="track_inventory" label={t('form.track_inventory')} />
      {values.track_inventory && stores.length > 0 && (
        <SwitchField name="per_store" label={t('form.per_store')} />
      )}
      {values.track_inventory && !perStore && (
        <FormField name="inventory" label={t('form.inventory')} autoComplete="off" dir="ltr" />
      )}
      {perStore &&
        (held.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t('form.per_store_no_stores')}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {held.map((store) => (
              <StoreUnitsField key={store.id} store={store} />
            ))}
          </SimpleGrid>
        ))}
    </Stack>
  );
}
