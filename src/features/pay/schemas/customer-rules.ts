import { isEmail } from '@/domain/contact-rules';

export interface CustomerValues {
  amount: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  description: string;
}

export type CustomerErrors = Partial<Record<keyof CustomerValues, string>>;

/** Required fields and the email pattern (SPEC 5); amount rules live with the amount field. */
export function validateCustomer(
  values: CustomerValues,
  messages: { required: string; email: string },
): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!values.amount.trim()) errors.amount = messages.required;
  if (!values.customer_name.trim()) errors.customer_name = messages.required;
  if (values.customer_email.trim() && !isEmail(values.customer_email.trim()))
    errors.customer_email = messages.email;
  return errors;
}
