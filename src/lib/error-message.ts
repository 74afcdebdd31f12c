import type { ApiErrorBody } from '@/domain/contracts/common';

/**
 * First message of a field value, which the API sends as a list (or, rarely, a string).
 * Bodies of other shapes (a 207's results, numbers) carry no message to show.
 */
function firstOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (!Array.isArray(value)) return undefined;
  return value.find((item): item is string => typeof item === 'string' && item !== '');
}

/**
 * SPEC 8: an error toast shows the server's `message`, else the first per-field message
 * (non_field_errors included), else the error's own text.
 */
export function errorMessage(body: ApiErrorBody | undefined, fallback: string): string {
  if (body) {
    const message = firstOf(body.message);
    if (message) return message;
    for (const [key, value] of Object.entries(body)) {
      if (key === 'message') continue;
      const first = firstOf(value);
      if (first) return first;
    }
  }
  return fallback;
}

/** Field errors for a form: the first message of each field the form knows about. */
export function fieldErrors<F extends string>(
  body: ApiErrorBody | undefined,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!body) return errors;
  for (const field of fields) {
    const first = firstOf(body[field]);
    if (first) errors[field] = first;
  }
  return errors;
}

/** SPEC 8 success toast: the server's message, else the generic text for the status. */
export function successMessage(
  body: unknown,
  status: number,
  texts: { applied: string; created: string },
): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  return status === 201 ? texts.created : texts.applied;
}
