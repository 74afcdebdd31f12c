import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { orderPhoneCountries, type PhoneCountry } from '@/domain/phone-countries';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** Country (calling code) selector and national number: SPEC 5, default KW, KW and US on top. */
export function PhoneField({ preferred }: { preferred: readonly string[] }) {
  const { t } = useTranslation('payment-request');
  const lang = useLang();
  const [country] = useField<string>('phone_country');
  const [phone, meta] = useField<string>('customer_phone');
  const error = meta.touched ? meta.error : undefined;
  // Explicit ids: the Field would give the select and the input the same one.
  const id = useId();
  const { preferred: top, others } = orderPhoneCountries(preferred, lang);
  const option = (c: PhoneCountry) => (
    <option key={c.code} value={c.code}>
      {`${lang === 'ar' ? c.name_ar : c.name_en} (+${c.dial})`}
    </option>
  );

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={id}>{t('fields.customer_phone')}</Field.Label>
      {/* Calling code then number reads left to right in Arabic too, as on a phone's keypad. */}
      <HStack gap="2" width="full" dir="ltr" align="stretch">
        <NativeSelect.Root width="auto" maxWidth="56" flexShrink={0}>
          <NativeSelect.Field {...country} id={`${id}-country`} aria-label={t('fields.phone_country')}>
            {top.map(option)}
            <option disabled>──────────</option>
            {others.map(option)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input {...phone} id={id} type="tel" inputMode="tel" autoComplete="tel-national" flex="1" />
      </HStack>
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}
