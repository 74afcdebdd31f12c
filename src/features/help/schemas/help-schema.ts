import * as yup from 'yup';
import { isEmail } from '@/domain/contact-rules';
import type { TFunction } from '@/lib/i18n-runtime';

/** SPEC 5: email and subject required; the message has its own (server) error. */
export const helpSchema = (t: TFunction) =>
  yup.object({
    email: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .test('email', t('errors:email'), (value) => !value || isEmail(value)),
    subject: yup.string().required(t('errors:required')),
    email_message: yup.string().default(''),
  });
export type HelpValues = yup.InferType<ReturnType<typeof helpSchema>>;
