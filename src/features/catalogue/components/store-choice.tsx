import { Text } from '@chakra-ui/react';
import { useId } from 'react';
import { SelectControl } from '@/components/form-controls';
import { PayField } from '@/components/pay-field';
import { storeCanServe } from '@/domain/catalogue-stock';
import type { CartLine, CatalogueStore } from '@/domain/contracts/catalogue';
import { useLang } from '@/hooks/use-lang';
import { pick } from '@/lib/localized-text';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';

interface StoreChoiceProps {
  /** The stores holding every product of the cart. */
  stores: CatalogueStore[];
  /** Some store holds some product: without one holding them all, the customer is told so. */
  anyHeld: boolean;
  /** The cart's lines: a store short of a product stocked per store is shown and not offered. */
  lines: readonly Pick<CartLine, 'slug' | 'quantity'>[];
  value: number | null;
  error?: string;
  onChange: (store: number | null) => void;
}

/** Where the order is collected: only a store holding every product, with the units asked, can be chosen. */
export function StoreChoice({ stores, anyHeld, lines, value, error, onChange }: StoreChoiceProps) {
  const { t } = useCheckoutTranslation();
  const lang = useLang();
  const id = useId();
  if (stores.length === 0)
    return anyHeld ? (
      <Text color="fg.muted" role="status">
        {t('checkout.no_store')}
      </Text>
    ) : null;
  const serving = stores.filter((store) => storeCanServe(store.stock, lines));
  return (
    <PayField
      label={t('checkout.store')}
      error={error}
      helper={serving.length === 0 ? t('checkout.no_store_stock') : undefined}
      required
      controlId={id}
    >
      <SelectControl
        id={id}
        name="store"
        value={value === null ? '' : String(value)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('checkout.store_choose')}</option>
        {stores.map((store) => {
          const label = `${pick(store.name, lang)} · ${pick(store.address, lang)}`;
          return serving.includes(store) ? (
            <option key={store.id} value={store.id}>
              {label}
            </option>
          ) : (
            <option key={store.id} value={store.id} disabled>
              {t('checkout.store_out', { store: label })}
            </option>
          );
        })}
      </SelectControl>
    </PayField>
  );
}
