import { ApiError } from './api-client';
import { fieldErrors } from './error-message';
import { errorText, notifyError } from './toaster';

/**
 * SPEC 8 for forms: errors of known fields go under those fields; otherwise
 * non_field_errors[0] goes to the form's alert (`'alert'`, via Formik status) or a toast;
 * anything else (message, 429, network) is a toast, unless `'alert-all'` keeps every error in
 * the form's alert (a dialog's form, where the person is looking).
 */
/** Where a form shows its errors: Formik's helpers fit, and so does plain React state. */
export interface FormErrorSink<V> {
  setErrors(errors: Partial<Record<keyof V, string>>): void;
  setStatus(status: { alert?: string } | undefined): void;
}

export function showFormErrors<V extends object>(
  error: unknown,
  helpers: FormErrorSink<V>,
  fields: readonly (keyof V & string)[],
  nonField: 'alert' | 'toast' | 'alert-all' = 'alert',
): void {
  if (error instanceof ApiError) {
    const perField = fieldErrors(error.body, fields);
    if (Object.keys(perField).length > 0) {
      helpers.setErrors(perField as Partial<Record<keyof V, string>>);
      return;
    }
    const nonFieldError = error.body.non_field_errors?.[0];
    if (nonFieldError && nonField !== 'toast') {
      helpers.setStatus({ alert: nonFieldError });
      return;
    }
  }
  if (nonField === 'alert-all') helpers.setStatus({ alert: errorText(error) });
  else notifyError(error);
}
