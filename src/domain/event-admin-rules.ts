/**
 * What an event may hold when staff create or change it (issue 23): the event form and the
 * server apply these same rules, so a form that passes here is not refused there.
 */
import { messageTextProblems } from './message-kinds.ts';
import type { TemplateProblem } from './message-template.ts';

export const EVENT_TITLE_MAX_LENGTH = 150;
export const EVENT_TEXT_MAX_LENGTH = 10_000;
export const EVENT_VENUE_MAX_LENGTH = 200;
export const EVENT_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const EVENT_SLUG_MAX_LENGTH = 80;
export const CONFIRMATION_SUBJECT_MAX_LENGTH = 200;
export const CONFIRMATION_BODY_MAX_LENGTH = 5000;

/** Which events the management list shows. */
export const EVENT_STATUSES = ['current', 'archived', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** A custom booking field's name is the key its answer is stored and exported under. */
export const CUSTOM_FIELD_NAME_PATTERN = '^[a-z][a-z0-9_]{0,39}$';
/** Names the booking form already uses for its own fields. */
export const RESERVED_FIELD_NAMES = ['phone', 'attachment', 'email'] as const;
export const CUSTOM_FIELD_TYPES = ['text', 'phone', 'attachment'] as const;
export const MAX_CUSTOM_FIELDS = 20;
export const CUSTOM_FIELD_LABEL_MAX_LENGTH = 100;

export interface EventRulesInput {
  slug: string;
  title_en: string;
  title_ar: string;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
  lat: number | null;
  lng: number | null;
  confirmation_subject_en: string;
  confirmation_subject_ar: string;
  confirmation_body_en: string;
  confirmation_body_ar: string;
}

/** One reason a field is refused; the server and the form each word it in the user's language. */
export type EventProblem =
  | { code: 'blank' }
  | { code: 'slug' }
  | { code: 'sale_window_order' }
  | { code: 'coordinate_range' }
  | { code: 'coordinates_pair' }
  | { code: 'confirmation_pair' }
  | { code: 'template'; problem: TemplateProblem };

export type EventProblems = Partial<Record<keyof EventRulesInput, EventProblem[]>>;

const SLUG = new RegExp(EVENT_SLUG_PATTERN);

function add(problems: EventProblems, field: keyof EventRulesInput, problem: EventProblem) {
  problems[field] = [...(problems[field] ?? []), problem];
}

/**
 * The event's confirmation text in one language: empty subject and body mean the merchant's
 * template; otherwise both are given and use only the booking confirmation's variables.
 */
function confirmationProblems(problems: EventProblems, input: EventRulesInput, lang: 'en' | 'ar') {
  const subjectField = `confirmation_subject_${lang}` as const;
  const bodyField = `confirmation_body_${lang}` as const;
  const subject = input[subjectField].trim();
  const body = input[bodyField].trim();
  if (!subject && !body) return;
  if (!subject) add(problems, subjectField, { code: 'confirmation_pair' });
  if (!body) add(problems, bodyField, { code: 'confirmation_pair' });
  const text = messageTextProblems('booking_confirmation', { subject, body });
  if (subject) for (const problem of text.subject) add(problems, subjectField, { code: 'template', problem });
  if (body) for (const problem of text.body) add(problems, bodyField, { code: 'template', problem });
}

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/** What stops an event from being saved, per field; empty when it may be saved. */
export function eventProblems(input: EventRulesInput): EventProblems {
  const problems: EventProblems = {};
  if (!SLUG.test(input.slug) || input.slug.length > EVENT_SLUG_MAX_LENGTH)
    add(problems, 'slug', { code: 'slug' });
  if (!input.title_en.trim()) add(problems, 'title_en', { code: 'blank' });
  if (!input.title_ar.trim()) add(problems, 'title_ar', { code: 'blank' });
  const { sale_starts_at: starts, sale_ends_at: ends } = input;
  if (starts && ends && Date.parse(ends) <= Date.parse(starts)) {
    add(problems, 'sale_ends_at', { code: 'sale_window_order' });
  }
  if ((input.lat === null) !== (input.lng === null)) {
    add(problems, input.lat === null ? 'lat' : 'lng', { code: 'coordinates_pair' });
  }
  if (input.lat !== null && !inRange(input.lat, 90)) add(problems, 'lat', { code: 'coordinate_range' });
  if (input.lng !== null && !inRange(input.lng, 180)) add(problems, 'lng', { code: 'coordinate_range' });
  confirmationProblems(problems, input, 'en');
  confirmationProblems(problems, input, 'ar');
  return problems;
}

export interface CustomFieldInput {
  name: string;
  label_en: string;
  label_ar: string;
  type: string;
  required: boolean;
}

export type CustomFieldProblem =
  | { code: 'name' }
  | { code: 'reserved' }
  | { code: 'repeated' }
  | { code: 'label_blank' }
  | { code: 'too_many'; max: number };

const FIELD_NAME = new RegExp(CUSTOM_FIELD_NAME_PATTERN);

/**
 * What is wrong with the booking form's custom fields: per field index, plus `list` for the
 * whole (more than MAX_CUSTOM_FIELDS). Names are the answers' keys, so each is its own.
 */
export function customFieldProblems(fields: readonly CustomFieldInput[]): {
  list: CustomFieldProblem[];
  fields: Record<number, CustomFieldProblem[]>;
} {
  const list: CustomFieldProblem[] =
    fields.length > MAX_CUSTOM_FIELDS ? [{ code: 'too_many', max: MAX_CUSTOM_FIELDS }] : [];
  const byIndex: Record<number, CustomFieldProblem[]> = {};
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const problems: CustomFieldProblem[] = [];
    if (!FIELD_NAME.test(field.name)) problems.push({ code: 'name' });
    else if ((RESERVED_FIELD_NAMES as readonly string[]).includes(field.name))
      problems.push({ code: 'reserved' });
    else if (seen.has(field.name)) problems.push({ code: 'repeated' });
    seen.add(field.name);
    const labels = [field.label_en.trim(), field.label_ar.trim()];
    if (labels.some((label) => !label || label.length > CUSTOM_FIELD_LABEL_MAX_LENGTH)) {
      problems.push({ code: 'label_blank' });
    }
    if (problems.length > 0) byIndex[index] = problems;
  });
  return { list, fields: byIndex };
}

/** The slug of a copy: `-copy`, then `-copy-2`, … the first the merchant has not used. */
export function copySlug(slug: string, taken: ReadonlySet<string>): string {
  const base = `${slug.slice(0, EVENT_SLUG_MAX_LENGTH - 9)}-copy`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The tabs of an event's page (`?tab=`). */
export const EVENT_EDITOR_TABS = ['details', 'tickets', 'form', 'check-in', 'changes'] as const;
export type EventEditorTab = (typeof EVENT_EDITOR_TABS)[number];
