import { isEmail } from '@/domain/contact-rules';
import type { EventDetail } from '@/domain/contracts/events';
import { DEFAULT_PHONE_COUNTRY, isValidNationalNumber, toE164 } from '@/domain/phone-countries';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_country: string;
  phone: string;
  attachment_url: string;
  attachment_name: string;
  /** Custom extra fields by name. */
  fields: Record<string, string>;
  terms: boolean;
}

/** Keys of the form's errors: the fixed fields, `terms`, and `fields.<name>` per custom field. */
export type RegisterErrors = Partial<Record<string, string>>;

export const EMPTY_REGISTER: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_country: DEFAULT_PHONE_COUNTRY,
  phone: '',
  attachment_url: '',
  attachment_name: '',
  fields: {},
  terms: false,
};

export interface RegisterMessages {
  required: string;
  email: string;
  phone: string;
  terms: string;
}

type FormConfig = Pick<EventDetail, 'phone' | 'attachment' | 'extra_fields'>;

/** SPEC 5: required fields say "This field is required", the email and phone their patterns. */
export function validateRegister(values: RegisterValues, config: FormConfig, messages: RegisterMessages) {
  const errors: RegisterErrors = {};
  if (!values.first_name.trim()) errors.first_name = messages.required;
  if (!values.last_name.trim()) errors.last_name = messages.required;
  if (!values.email.trim()) errors.email = messages.required;
  else if (!isEmail(values.email.trim())) errors.email = messages.email;
  if (config.phone.enabled) {
    if (!values.phone.trim()) {
      if (config.phone.required) errors.phone = messages.required;
    } else if (!isValidNationalNumber(values.phone_country, values.phone)) errors.phone = messages.phone;
  }
  if (config.attachment.enabled && config.attachment.required && !values.attachment_url)
    errors.attachment_url = messages.required;
  for (const field of config.extra_fields) {
    if (field.required && !(values.fields[field.name] ?? '').trim())
      errors[`fields.${field.name}`] = messages.required;
  }
  if (!values.terms) errors.terms = messages.terms;
  return errors;
}

/** The booking's customer part: trimmed, phone in E.164, optional empty custom fields omitted. */
export function registerPayload(values: RegisterValues, config: FormConfig) {
  const fields: Record<string, string> = {};
  for (const field of config.extra_fields) {
    const value = (values.fields[field.name] ?? '').trim();
    if (value) fields[field.name] = value;
  }
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    ...(config.phone.enabled && values.phone.trim()
      ? { phone: toE164(values.phone_country, values.phone) }
      : {}),
    ...(config.attachment.enabled && values.attachment_url ? { attachment_url: values.attachment_url } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/** Server field errors (SPEC 5, 8) keyed as the form keys them; custom fields may come either way. */
export const SERVER_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'attachment_url',
  'ticket',
  'event_date',
  'quantity',
  'gateway_code',
] as const;
