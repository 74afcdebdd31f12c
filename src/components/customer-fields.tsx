import { Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { SelectControl } from '@/components/form-controls';
import { PayField } from '@/components/pay-field';
import type { CustomerErrors, CustomerValues } from '@/domain/customer-contact';
import { orderPhoneCountries, type PhoneCountry } from '@/domain/phone-countries';
import { useLang } from '@/hooks/use-lang';

/** The field labels, in the page's own namespace (the menu's and the shop's checkouts). */
export interface CustomerFieldLabels {
  name: string;
  phone: string;
  phoneCountry: string;
  email: string;
}

interface CustomerFieldsProps {
  values: CustomerValues;
  errors: CustomerErrors;
  labels: CustomerFieldLabels;
  onChange: (values: CustomerValues) => void;
}

/** SPEC 5: name, phone with its country (default KW, KW and US first), email. */
export function CustomerFields({ values, errors, labels, onChange }: CustomerFieldsProps) {
  const lang = useLang();
  const phoneId = useId();
  const { preferred, others } = orderPhoneCountries(['KW', 'US'], lang);
  const option = (country: PhoneCountry) => (
    <option key={country.code} value={country.code}>
      {`${lang === 'ar' ? country.name_ar : country.name_en} (+${country.dial})`}
    </option>
  );
  const set = (field: keyof CustomerValues, value: string) => onChange({ ...values, [field]: value });
  return (
    <Stack gap="4">
      <PayField label={labels.name} error={errors.name} required>
        <Input
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </PayField>
      <Field.Root invalid={Boolean(errors.phone)} required>
        <Field.Label htmlFor={phoneId}>
          {labels.phone}
          <Field.RequiredIndicator />
        </Field.Label>
        {/* Calling code then number reads left to right in Arabic too, as on a phone's keypad. */}
        <HStack gap="2" width="full" dir="ltr">
          <SelectControl
            width="auto"
            maxWidth="48"
            aria-label={labels.phoneCountry}
            value={values.phoneCountry}
            onChange={(event) => set('phoneCountry', event.target.value)}
          >
            {preferred.map(option)}
            <option disabled>──────────</option>
            {others.map(option)}
          </SelectControl>
          <Input
            id={phoneId}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phone}
            onChange={(event) => set('phone', event.target.value)}
          />
        </HStack>
        <Field.ErrorText aria-live="polite">{errors.phone}</Field.ErrorText>
      </Field.Root>
      <PayField label={labels.email} error={errors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </PayField>
    </Stack>
  );
}
