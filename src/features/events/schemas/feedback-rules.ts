import { isEmail } from '@/domain/contact-rules';
import type { FeedbackRequest } from '@/domain/contracts/events';

export interface FeedbackValues {
  rating: number | null;
  comment: string;
  name: string;
  email: string;
}

export type FeedbackErrors = Partial<Record<keyof FeedbackValues, string>>;

export const EMPTY_FEEDBACK: FeedbackValues = { rating: null, comment: '', name: '', email: '' };
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** A rating of 1 to 5, a name and a valid email; the comment is optional. */
export function validateFeedback(
  values: FeedbackValues,
  messages: { required: string; email: string; rating: string },
): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!values.rating || values.rating < 1 || values.rating > 5) errors.rating = messages.rating;
  if (!values.name.trim()) errors.name = messages.required;
  if (!values.email.trim()) errors.email = messages.required;
  else if (!isEmail(values.email.trim())) errors.email = messages.email;
  return errors;
}

export const feedbackPayload = (values: FeedbackValues): FeedbackRequest => ({
  rating: values.rating ?? 0,
  comment: values.comment.trim(),
  name: values.name.trim(),
  email: values.email.trim(),
});
