import { type FormikErrors, setIn } from 'formik';
import type { ApiErrorBody } from '@/domain/contracts/common';
import { BOUND_FIELDS, boundErrorField } from '@/domain/payment-restriction';
import type { RestrictionValues } from './restriction-schema';

/**
 * The API's per-field errors placed under the form's fields: "amounts.KWD.max_amount" under that
 * currency's maximum, "pg_codes" under the gateways. Null when none is a field of this form.
 */
export function restrictionServerErrors(
  body: ApiErrorBody | undefined,
  currencies: readonly string[],
): FormikErrors<RestrictionValues> | null {
  if (!body) return null;
  const paths = [
    ...currencies.flatMap((currency) => BOUND_FIELDS.map((field) => boundErrorField(currency, field))),
    'pg_codes',
  ];
  let errors: FormikErrors<RestrictionValues> = {};
  for (const path of paths) {
    const messages = body[path];
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (first) errors = setIn(errors, path, first);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
