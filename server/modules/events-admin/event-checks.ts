import type { AdminEvent } from '../../../src/domain/contracts/events-admin.ts';
import {
  type EventProblem,
  type EventRulesInput,
  eventProblems,
} from '../../../src/domain/event-admin-rules.ts';
import { isMediaUrl } from '../../../src/domain/images.ts';
import { SUPPORTED_CURRENCIES } from '../../../src/domain/money.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';

/** The event's fields as the form edits them (AdminEvent less what the server works out). */
export type EventValues = Omit<
  AdminEvent,
  | 'id'
  | 'form_config'
  | 'phase'
  | 'first_date'
  | 'last_date'
  | 'taken'
  | 'capacity'
  | 'booked'
  | 'gateway_choices'
  | 'archived_at'
  | 'canceled_at'
  | 'created_at'
>;

export const EMPTY_EVENT: Omit<EventValues, 'slug' | 'title_en' | 'title_ar' | 'currency' | 'is_free'> = {
  description_en: '',
  description_ar: '',
  venue_en: '',
  venue_ar: '',
  image_url: null,
  image_url_ar: null,
  pg_codes: [],
  sale_starts_at: null,
  sale_ends_at: null,
  lat: null,
  lng: null,
  terms_en: '',
  terms_ar: '',
  confirmation_subject_en: '',
  confirmation_subject_ar: '',
  confirmation_body_en: '',
  confirmation_body_ar: '',
  is_active: false,
};

export function problemMessage(problem: EventProblem): Msg {
  if (problem.code === 'blank') return msg('errors.blank');
  if (problem.code !== 'template') return msg(`events_admin.${problem.code}`);
  const inner = problem.problem;
  return inner.kind === 'malformed'
    ? msg('errors.template_malformed')
    : msg(`errors.template_${inner.kind}_variable`, { name: inner.name });
}

/** What the database tells the check: the other events' slugs and the merchant's gateways. */
export interface EventReferences {
  slugTaken: boolean;
  gatewayCodes: readonly string[];
  /**
   * Images that pass without the pipeline: the event's own now (kept even when they predate
   * it) and the demo seed's, shipped with the app rather than uploaded.
   */
  keptImages: readonly (string | null)[];
}

const instantOk = (value: string | null) => value === null || Number.isFinite(Date.parse(value));

/** Texts trimmed and instants written one way, so equal values compare equal in the log. */
export function normalised(values: EventValues): EventValues {
  const instant = (value: string | null) =>
    value === null || !instantOk(value) ? value : new Date(value).toISOString();
  return {
    ...values,
    slug: values.slug.trim(),
    title_en: values.title_en.trim(),
    title_ar: values.title_ar.trim(),
    currency: values.currency.trim().toUpperCase(),
    pg_codes: values.is_free ? [] : [...new Set(values.pg_codes)],
    sale_starts_at: instant(values.sale_starts_at),
    sale_ends_at: instant(values.sale_ends_at),
    confirmation_subject_en: values.confirmation_subject_en.trim(),
    confirmation_subject_ar: values.confirmation_subject_ar.trim(),
  };
}

/** Every field's problems at once (the form shows them all); 400 when there is any. */
export function checkEvent(values: EventValues, refs: EventReferences): void {
  const errors: Record<string, Msg[]> = {};
  const found = eventProblems(values satisfies EventRulesInput);
  for (const [field, problems] of Object.entries(found)) errors[field] = (problems ?? []).map(problemMessage);
  if (refs.slugTaken) errors.slug = [...(errors.slug ?? []), msg('events_admin.slug_taken')];
  if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(values.currency)) {
    errors.currency = [msg('errors.invalid_choice')];
  }
  for (const field of ['sale_starts_at', 'sale_ends_at'] as const) {
    if (!instantOk(values[field])) errors[field] = [msg('errors.invalid')];
  }
  const unknown = values.pg_codes.filter((code) => !refs.gatewayCodes.includes(code));
  if (unknown.length > 0)
    errors.pg_codes = [msg('events_admin.gateway_unknown', { codes: unknown.join(', ') })];
  else if (!values.is_free && values.is_active && values.pg_codes.length === 0) {
    errors.pg_codes = [msg('events_admin.gateway_needed')];
  }
  for (const field of ['image_url', 'image_url_ar'] as const) {
    const url = values[field];
    if (url !== null && !refs.keptImages.includes(url) && !isMediaUrl(url))
      errors[field] = [msg('branding.image_not_uploaded')];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}
