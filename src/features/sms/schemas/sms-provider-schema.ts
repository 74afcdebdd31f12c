import * as yup from 'yup';
import type { SmsProviderSettings, SmsProviderUpdate } from '@/domain/contracts/sms-provider';
import { templateProblems } from '@/domain/message-template';
import {
  HEADER_NAME_PATTERN,
  isHeaderValue,
  isSenderName,
  JSON_PATH_PATTERN,
  RESERVED_HEADERS,
  SMS_LIMITS,
  SMS_REQUIRED_VARIABLES,
  SMS_TEMPLATE_VARIABLES,
} from '@/domain/sms-provider';
import type { TFunction } from '@/lib/i18n-runtime';

/** A header row of the form: a stored one keeps its (unseen) value until the owner replaces it. */
export interface HeaderRow {
  name: string;
  value: string;
  stored: boolean;
  replacing: boolean;
}

export type SmsFormValues = Omit<SmsProviderSettings, 'headers'> & { headers: HeaderRow[] };

export const SMS_FIELDS = [
  'mode',
  'url',
  'method',
  'content_type',
  'headers',
  'body_template',
  'success_rule',
  'success_text',
  'success_path',
  'id_path',
  'sender',
] as const;

export const formValuesOf = (settings: SmsProviderSettings): SmsFormValues => ({
  ...settings,
  headers: settings.headers.map(({ name }) => ({ name, value: '', stored: true, replacing: false })),
});

export const smsRequest = (values: SmsFormValues): SmsProviderUpdate => ({
  ...values,
  url: values.url.trim(),
  sender: values.sender.trim(),
  headers: values.headers.map((row) => ({
    name: row.name.trim(),
    value: row.stored && !row.replacing ? null : row.value,
  })),
});

/** A check that applies only with the HTTP provider: "kept" ignores the provider's fields. */
const inHttpMode = (context: yup.TestContext) => (context.parent as SmsFormValues).mode === 'http';

/** The server's rules (src/domain/sms-provider.ts), checked before a round trip; the server checks again. */
export const smsProviderSchema = (t: TFunction) => {
  const required = t('errors:required');
  return yup.object({
    url: yup
      .string()
      .max(SMS_LIMITS.url)
      .test('required', required, function check(value) {
        return !inHttpMode(this) || Boolean(value?.trim());
      }),
    body_template: yup.string().test('template', '', function check(value) {
      if (!inHttpMode(this)) return true;
      if (!value?.trim()) return this.createError({ message: required });
      const [problem] = templateProblems(value, SMS_TEMPLATE_VARIABLES, SMS_REQUIRED_VARIABLES);
      if (!problem) return true;
      const message =
        problem.kind === 'malformed'
          ? t('sms:errors.template_malformed')
          : t(`sms:errors.template_${problem.kind}`, { name: problem.name });
      return this.createError({ message });
    }),
    content_type: yup.string().test('get-form', t('sms:errors.get_needs_form'), function check(value) {
      return !(inHttpMode(this) && (this.parent as SmsFormValues).method === 'GET' && value === 'json');
    }),
    success_text: yup.string().test('required', required, function check(value) {
      return !inHttpMode(this) || (this.parent as SmsFormValues).success_rule === 'status' || Boolean(value);
    }),
    success_path: yup.string().test('path', t('sms:errors.json_path'), function check(value) {
      const { success_rule } = this.parent as SmsFormValues;
      return !inHttpMode(this) || success_rule !== 'json_field' || JSON_PATH_PATTERN.test(value ?? '');
    }),
    id_path: yup.string().test('path', t('sms:errors.json_path'), function check(value) {
      return !inHttpMode(this) || !value || JSON_PATH_PATTERN.test(value);
    }),
    sender: yup.string().test('sender', t('sms:errors.sender'), function check(value) {
      return !inHttpMode(this) || isSenderName((value ?? '').trim());
    }),
    headers: yup.array(
      yup.object({
        name: yup
          .string()
          .trim()
          .required(required)
          .matches(HEADER_NAME_PATTERN, t('sms:errors.header_name'))
          .test(
            'reserved',
            t('sms:errors.header_reserved'),
            (name) => !RESERVED_HEADERS.includes((name ?? '').toLowerCase()),
          ),
        value: yup.string().test('value', '', function check(value) {
          const { stored, replacing } = this.parent as HeaderRow;
          if (stored && !replacing) return true;
          if (!value) return this.createError({ message: required });
          return isHeaderValue(value) || this.createError({ message: t('sms:errors.header_value') });
        }),
      }),
    ),
  });
};
