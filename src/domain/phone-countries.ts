import { compactPhone } from './contact-rules';

/**
 * Countries offered by phone fields (SPEC 5: default KW, preferred KW and US on top):
 * the Gulf, its neighbours and the countries merchants' customers most often come from.
 * `lengths` are the digits of a national (mobile or landline) number without the
 * calling code or a trunk 0, which is what the person types after the prefix.
 */
export interface PhoneCountry {
  /** ISO 3166 alpha-2. */
  code: string;
  /** Calling code without '+'. */
  dial: string;
  name_en: string;
  name_ar: string;
  lengths: readonly number[];
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'KW', dial: '965', name_en: 'Kuwait', name_ar: 'الكويت', lengths: [8] },
  { code: 'SA', dial: '966', name_en: 'Saudi Arabia', name_ar: 'السعودية', lengths: [9] },
  { code: 'AE', dial: '971', name_en: 'United Arab Emirates', name_ar: 'الإمارات', lengths: [8, 9] },
  { code: 'BH', dial: '973', name_en: 'Bahrain', name_ar: 'البحرين', lengths: [8] },
  { code: 'QA', dial: '974', name_en: 'Qatar', name_ar: 'قطر', lengths: [8] },
  { code: 'OM', dial: '968', name_en: 'Oman', name_ar: 'عُمان', lengths: [8] },
  { code: 'IQ', dial: '964', name_en: 'Iraq', name_ar: 'العراق', lengths: [10] },
  { code: 'JO', dial: '962', name_en: 'Jordan', name_ar: 'الأردن', lengths: [8, 9] },
  { code: 'LB', dial: '961', name_en: 'Lebanon', name_ar: 'لبنان', lengths: [7, 8] },
  { code: 'EG', dial: '20', name_en: 'Egypt', name_ar: 'مصر', lengths: [10] },
  { code: 'SY', dial: '963', name_en: 'Syria', name_ar: 'سوريا', lengths: [9] },
  { code: 'IN', dial: '91', name_en: 'India', name_ar: 'الهند', lengths: [10] },
  { code: 'PK', dial: '92', name_en: 'Pakistan', name_ar: 'باكستان', lengths: [10] },
  { code: 'PH', dial: '63', name_en: 'Philippines', name_ar: 'الفلبين', lengths: [10] },
  { code: 'GB', dial: '44', name_en: 'United Kingdom', name_ar: 'المملكة المتحدة', lengths: [10] },
  { code: 'US', dial: '1', name_en: 'United States', name_ar: 'الولايات المتحدة', lengths: [10] },
];

export const DEFAULT_PHONE_COUNTRY = 'KW';

export function findPhoneCountry(code: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => country.code === code);
}

/** Preferred countries first (in the given order), then the rest alphabetically by name. */
export function orderPhoneCountries(
  preferred: readonly string[],
  lang: 'en' | 'ar',
): { preferred: PhoneCountry[]; others: PhoneCountry[] } {
  const top = preferred.map(findPhoneCountry).filter((c): c is PhoneCountry => c !== undefined);
  const name = (c: PhoneCountry) => (lang === 'ar' ? c.name_ar : c.name_en);
  const others = PHONE_COUNTRIES.filter((c) => !preferred.includes(c.code)).sort((a, b) =>
    name(a).localeCompare(name(b), lang),
  );
  return { preferred: top, others };
}

/** People paste numbers with spaces, dashes, brackets or a trunk 0; only the digits count. */
export function nationalDigits(input: string): string {
  return compactPhone(input).replace(/^0+(?=\d)/, '');
}

/** True when `input` is a whole national number of the country (digits only, allowed length). */
export function isValidNationalNumber(countryCode: string, input: string): boolean {
  const country = findPhoneCountry(countryCode);
  const digits = nationalDigits(input);
  return country !== undefined && /^\d+$/.test(digits) && country.lengths.includes(digits.length);
}

/** "+96550000000": the E.164 form the API stores. */
export function toE164(countryCode: string, input: string): string {
  const country = findPhoneCountry(countryCode);
  if (!country) throw new RangeError(`Unknown phone country: ${countryCode}`);
  return `+${country.dial}${nationalDigits(input)}`;
}
