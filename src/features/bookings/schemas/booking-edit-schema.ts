import * as yup from 'yup';
import { isEmail } from '@/domain/contact-rules';
import type { TFunction } from '@/lib/i18n-runtime';

/** SPEC 5: server errors shown under these fields of the edit forms; anything else is a toast. */
export const EDIT_SERVER_FIELDS = ['quantity', 'event_date', 'ticket'] as const;

export interface EditBookingValues {
  ticket: string;
  event_date: string;
  quantity: string;
}

export interface EditEmailValues {
  new_email: string;
  resend_email: boolean;
}

/** Quantity is digits only (SPEC 5), at least 1. */
export const DIGITS = /^\d+$/;

export const editBookingSchema = (t: TFunction) =>
  yup.object({
    ticket: yup.string().required(t('errors:required')),
    event_date: yup.string().required(t('errors:required')),
    quantity: yup
      .string()
      .required(t('errors:required'))
      .matches(DIGITS, t('validation.digits'))
      .test(
        'positive',
        t('validation.min_quantity'),
        (value) => !value || !DIGITS.test(value) || Number(value) >= 1,
      ),
  });

export const editEmailSchema = (t: TFunction) =>
  yup.object({
    new_email: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .test('email', t('errors:email'), (value) => !value || isEmail(value)),
    resend_email: yup.boolean().required(),
  });
