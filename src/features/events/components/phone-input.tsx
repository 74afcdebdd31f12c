import { Flex, Input } from '@chakra-ui/react';
import { orderPhoneCountries, type PhoneCountry } from '@/domain/phone-countries';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { EventField, SelectControl } from './event-field';

/** SPEC 5 phone: preferred Kuwait and the United States on top, then the rest by name. */
const PREFERRED = ['KW', 'US'] as const;

interface PhoneInputProps {
  country: string;
  number: string;
  required: boolean;
  error?: string;
  onCountry: (code: string) => void;
  onNumber: (value: string) => void;
}

export function PhoneInput({ country, number, required, error, onCountry, onNumber }: PhoneInputProps) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const { preferred, others } = orderPhoneCountries(PREFERRED, lang);
  const option = (c: PhoneCountry) => (
    <option key={c.code} value={c.code}>
      {`${lang === 'ar' ? c.name_ar : c.name_en} (+${c.dial})`}
    </option>
  );
  return (
    <EventField label={t('register.phone')} error={error} required={required} controlId="event-phone">
      {/* Calling code then number reads left to right in Arabic too, as on a phone's keypad. */}
      <Flex gap="2" width="full" dir="ltr">
        <SelectControl
          width="auto"
          maxWidth="56"
          flexShrink={0}
          aria-label={t('register.phone_country')}
          value={country}
          onChange={(event) => onCountry(event.target.value)}
        >
          {preferred.map(option)}
          <option disabled>──────────</option>
          {others.map(option)}
        </SelectControl>
        <Input
          id="event-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          flex="1"
          value={number}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onNumber(event.target.value)}
        />
      </Flex>
    </EventField>
  );
}
