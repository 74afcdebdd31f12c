import { findPhoneCountry } from './phone-countries.ts';

/**
 * The merchant's payment settings (issue 19 "Payments"): the pause message, the default terms,
 * disclaimer, country and multicheckout of new payment requests, and the Kuwait area list of
 * the address step. Limits and list rules are the form's and the server's alike.
 */
export const PAYMENT_SETTINGS_LIMITS = {
  pause_message: 300,
  terms: 10_000,
  disclaimer: 1_000,
  popup: 500,
  area_name: 80,
  /** Kuwait has about 130 residential areas; room for blocks named apart, not for a dump. */
  areas: 300,
} as const;

/** SPEC 3 "Multicheckout config": the address step's areas, index-aligned. */
export interface KuwaitAreas {
  en_list: string[];
  ar_list: string[];
}

export type AreaListError = 'empty' | 'blank' | 'too_long' | 'duplicate' | 'too_many' | 'count_mismatch';

export interface AreaListErrors {
  kuwait_areas_en?: AreaListError;
  kuwait_areas_ar?: AreaListError;
}

/** One area per line, as the form's boxes hold them: blank lines and outer spaces dropped. */
export const areaLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function listError(names: readonly string[]): AreaListError | undefined {
  if (names.length === 0) return 'empty';
  if (names.length > PAYMENT_SETTINGS_LIMITS.areas) return 'too_many';
  if (names.some((name) => name.trim() === '')) return 'blank';
  if (names.some((name) => name.length > PAYMENT_SETTINGS_LIMITS.area_name)) return 'too_long';
  if (new Set(names.map((name) => name.trim().toLowerCase())).size !== names.length) return 'duplicate';
  return undefined;
}

/**
 * The two lists are index-aligned (the n-th Arabic name is the n-th English area), so besides
 * each list's own rules their lengths must match; a mismatch is reported on the Arabic list.
 */
export function areaListErrors(en: readonly string[], ar: readonly string[]): AreaListErrors {
  const errors: AreaListErrors = {};
  const enError = listError(en);
  const arError = listError(ar);
  if (enError) errors.kuwait_areas_en = enError;
  if (arError) errors.kuwait_areas_ar = arError;
  else if (!enError && en.length !== ar.length) errors.kuwait_areas_ar = 'count_mismatch';
  return errors;
}

/** A default country must be one the phone fields offer (ISO 3166 alpha-2). */
export const isDefaultCountry = (code: string): boolean => findPhoneCountry(code) !== undefined;
