/**
 * The event details form's values: every field as the inputs hold it (numbers and instants as
 * text), and the request and the problems the form shows before the server is asked.
 */
import { kuwaitDateTimeLocal, parseKuwaitDateTimeLocal } from '@/domain/business-time';
import type { AdminEvent, EventPatch } from '@/domain/contracts/events-admin';
import { type EventProblem, eventProblems } from '@/domain/event-admin-rules';
import type { TFunction } from '@/lib/i18n-runtime';

export interface EventFormValues {
  title_en: string;
  title_ar: string;
  slug: string;
  description_en: string;
  description_ar: string;
  venue_en: string;
  venue_ar: string;
  image_url: string | null;
  image_url_ar: string | null;
  currency: string;
  is_free: boolean;
  pg_codes: string[];
  sale_starts_at: string;
  sale_ends_at: string;
  lat: string;
  lng: string;
  terms_en: string;
  terms_ar: string;
  confirmation_subject_en: string;
  confirmation_subject_ar: string;
  confirmation_body_en: string;
  confirmation_body_ar: string;
  is_active: boolean;
}

export const EVENT_FORM_FIELDS = [
  'title_en',
  'title_ar',
  'slug',
  'description_en',
  'description_ar',
  'venue_en',
  'venue_ar',
  'image_url',
  'image_url_ar',
  'currency',
  'is_free',
  'pg_codes',
  'sale_starts_at',
  'sale_ends_at',
  'lat',
  'lng',
  'terms_en',
  'terms_ar',
  'confirmation_subject_en',
  'confirmation_subject_ar',
  'confirmation_body_en',
  'confirmation_body_ar',
  'is_active',
] as const satisfies readonly (keyof EventFormValues)[];

const localOf = (instant: string | null) => (instant ? kuwaitDateTimeLocal(new Date(instant)) : '');
const instantOf = (local: string) =>
  local ? (parseKuwaitDateTimeLocal(local)?.toISOString() ?? local) : null;
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export function eventFormValues(event: AdminEvent): EventFormValues {
  return {
    ...event,
    sale_starts_at: localOf(event.sale_starts_at),
    sale_ends_at: localOf(event.sale_ends_at),
    lat: event.lat === null ? '' : String(event.lat),
    lng: event.lng === null ? '' : String(event.lng),
  };
}

export const eventPatch = (values: EventFormValues): EventPatch => ({
  ...values,
  title_en: values.title_en.trim(),
  title_ar: values.title_ar.trim(),
  slug: values.slug.trim(),
  sale_starts_at: instantOf(values.sale_starts_at),
  sale_ends_at: instantOf(values.sale_ends_at),
  lat: numberOf(values.lat),
  lng: numberOf(values.lng),
});

/** A problem in the person's language (events-admin.json `problems`). */
export function problemText(t: TFunction, problem: EventProblem): string {
  if (problem.code !== 'template') return t(`problems.${problem.code}`);
  const inner = problem.problem;
  return inner.kind === 'malformed'
    ? t('problems.template_malformed')
    : t(`problems.template_${inner.kind}`, { name: inner.name });
}

/** The same rules the server applies (src/domain/event-admin-rules.ts), checked as the person types. */
export function validateEvent(
  t: TFunction,
  values: EventFormValues,
): Partial<Record<keyof EventFormValues, string>> {
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  const lat = numberOf(values.lat);
  const lng = numberOf(values.lng);
  if (lat !== null && Number.isNaN(lat)) errors.lat = t('problems.number');
  if (lng !== null && Number.isNaN(lng)) errors.lng = t('problems.number');
  const found = eventProblems({
    ...eventPatch(values),
    slug: values.slug.trim(),
    title_en: values.title_en,
    title_ar: values.title_ar,
    sale_starts_at: instantOf(values.sale_starts_at),
    sale_ends_at: instantOf(values.sale_ends_at),
    lat: lat !== null && Number.isNaN(lat) ? null : lat,
    lng: lng !== null && Number.isNaN(lng) ? null : lng,
    confirmation_subject_en: values.confirmation_subject_en,
    confirmation_subject_ar: values.confirmation_subject_ar,
    confirmation_body_en: values.confirmation_body_en,
    confirmation_body_ar: values.confirmation_body_ar,
  });
  for (const [field, problems] of Object.entries(found)) {
    const first = problems?.[0];
    if (first && !errors[field as keyof EventFormValues])
      errors[field as keyof EventFormValues] = problemText(t, first);
  }
  if (!values.is_free && values.is_active && values.pg_codes.length === 0)
    errors.pg_codes = t('problems.gateway_needed');
  return errors;
}
