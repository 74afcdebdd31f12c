import { chakra, Input, Stack, Text } from '@chakra-ui/react';
import { PayField } from '@/components/pay-field';
import type { CatalogueCartItem } from '@/domain/catalogue-cart';
import type { ProductPrerequisites } from '@/domain/contracts/catalogue';
import { useLang } from '@/hooks/use-lang';
import { pick } from '@/lib/localized-text';
import { type ProductFieldValues, productFieldKey } from '../lib/checkout-form';

interface ProductFieldsProps {
  items: CatalogueCartItem[];
  prerequisites: ProductPrerequisites;
  values: ProductFieldValues;
  /** `slug/name` → the form's message; slug → the server's message for the product. */
  errors: Record<string, string>;
  onChange: (slug: string, name: string, value: string) => void;
}

/** Each product's checkout fields (an engraving's text…), grouped under the product's name. */
export function ProductFields({ items, prerequisites, values, errors, onChange }: ProductFieldsProps) {
  const lang = useLang();
  return (
    <Stack gap="4">
      {items.map((item) => {
        const fields = prerequisites.find((entry) => entry.product_slug === item.slug)?.required_fields ?? [];
        if (fields.length === 0) return null;
        const errorId = `product-fields-${item.slug}-error`;
        return (
          <chakra.fieldset
            key={item.slug}
            borderWidth="1px"
            borderRadius="md"
            padding="3"
            aria-describedby={errors[item.slug] ? errorId : undefined}
          >
            <chakra.legend fontWeight="semibold" paddingInline="1">
              {lang === 'ar' ? item.details.name_ar : item.details.name_en}
            </chakra.legend>
            <Stack gap="3">
              {fields.map((field) => (
                <PayField
                  key={field.name}
                  label={pick(field.label, lang)}
                  error={errors[productFieldKey(item.slug, field.name)]}
                  required
                >
                  <Input
                    name={`${item.slug}.${field.name}`}
                    autoComplete="off"
                    maxLength={500}
                    value={values[item.slug]?.[field.name] ?? ''}
                    onChange={(event) => onChange(item.slug, field.name, event.target.value)}
                  />
                </PayField>
              ))}
              {errors[item.slug] && (
                <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
                  {errors[item.slug]}
                </Text>
              )}
            </Stack>
          </chakra.fieldset>
        );
      })}
    </Stack>
  );
}
