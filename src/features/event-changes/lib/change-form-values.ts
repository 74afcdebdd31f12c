import { kuwaitToday } from '@/domain/business-time';
import type { EventChangeKind } from '@/domain/event-change-rules';
import { HOLDER_NOTE_MAX_LENGTH, rescheduleProblem } from '@/domain/event-change-rules';
import type { TFunction } from '@/lib/i18n-runtime';
import type { StartChange } from '../api/event-changes';

export interface ChangeFormValues {
  from_date: string;
  to_date: string;
  message_en: string;
  message_ar: string;
}

export const CHANGE_FORM_FIELDS = ['from_date', 'to_date', 'message_en', 'message_ar'] as const;

export const emptyChangeForm = (fromDate = ''): ChangeFormValues => ({
  from_date: fromDate,
  to_date: '',
  message_en: '',
  message_ar: '',
});

/** The rules the server applies too (src/domain/event-change-rules.ts), checked before it is asked. */
export function validateChange(
  t: TFunction,
  kind: EventChangeKind,
  values: ChangeFormValues,
  today = kuwaitToday(),
): Partial<Record<keyof ChangeFormValues, string>> {
  const errors: Partial<Record<keyof ChangeFormValues, string>> = {};
  for (const name of ['message_en', 'message_ar'] as const) {
    if (values[name].length > HOLDER_NOTE_MAX_LENGTH) {
      errors[name] = t('problems.note_too_long', { max: HOLDER_NOTE_MAX_LENGTH });
    }
  }
  if (kind === 'reschedule') {
    if (!values.from_date) errors.from_date = t('problems.from_date');
    else if (!values.to_date) errors.to_date = t('problems.not_a_date');
    else {
      const problem = rescheduleProblem(values.from_date, values.to_date, today);
      if (problem) errors.to_date = t(`problems.${problem}`);
    }
  }
  return errors;
}

/** A blank note is left out: holders then read the standard text only. */
function notes(values: ChangeFormValues) {
  const en = values.message_en.trim();
  const ar = values.message_ar.trim();
  return { ...(en ? { message_en: en } : {}), ...(ar ? { message_ar: ar } : {}) };
}

export const changeRequest = (kind: EventChangeKind, values: ChangeFormValues): StartChange =>
  kind === 'cancel'
    ? { kind, body: notes(values) }
    : { kind, body: { from_date: values.from_date, to_date: values.to_date, ...notes(values) } };
