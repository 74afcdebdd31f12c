/**
 * A customer's contact at a shop's checkout (the food menu's and the catalogue's): SPEC 5's name,
 * phone with its country and optional email, checked the same way on both, and sent as E.164.
 */
import { isEmail } from './contact-rules.ts';
import { isValidNationalNumber, toE164 } from './phone-countries.ts';

export interface CustomerValues {
  name: string;
  phoneCountry: string;
  phone: string;
  email: string;
}
export type CustomerErrors = Partial<Record<'name' | 'phone' | 'email', string>>;

export const CUSTOMER_FIELDS = ['name', 'phone', 'email'] as const;

export const emptyCustomer = (): CustomerValues => ({ name: '', phoneCountry: 'KW', phone: '', email: '' });

/** SPEC 5: name and phone required, the phone valid for its country, the email optional but well formed. */
export function validateCustomer(
  values: CustomerValues,
  messages: { required: string; phone: string; email: string },
): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!values.name.trim()) errors.name = messages.required;
  if (!values.phone.trim()) errors.phone = messages.required;
  else if (!isValidNationalNumber(values.phoneCountry, values.phone)) errors.phone = messages.phone;
  if (values.email.trim() && !isEmail(values.email.trim())) errors.email = messages.email;
  return errors;
}

export function customerPayload(values: CustomerValues) {
  return {
    name: values.name.trim(),
    phone: toE164(values.phoneCountry, values.phone),
    email: values.email.trim(),
  };
}
