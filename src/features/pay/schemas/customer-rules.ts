export interface CustomerValues {
  amount: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  description: string;
}

export type CustomerErrors = Partial<Record<keyof CustomerValues, string>>;

/** The same simple pattern the server applies; the server stays the judge. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required fields and the email pattern (SPEC 5); amount rules live with the amount field. */
export function validateCustomer(
  values: CustomerValues,
  messages: { required: string; email: string },
): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!values.amount.trim()) errors.amount = messages.required;
  if (!values.customer_name.trim()) errors.customer_name = messages.required;
  if (values.customer_email.trim() && !EMAIL.test(values.customer_email.trim()))
    errors.customer_email = messages.email;
  return errors;
}
