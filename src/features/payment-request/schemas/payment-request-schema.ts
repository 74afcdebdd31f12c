import * as yup from 'yup';
import { parseKuwaitDateTimeLocal } from '@/domain/business-time';
import type { Lang } from '@/domain/contracts/common';
import type { CreatePaymentRequest, PaymentRequestFormOptions } from '@/domain/contracts/payment-requests';
import { amountRule, emailRule, gatewaysRule, nationalPhoneRule } from '@/domain/payment-request-rules';
import { toE164 } from '@/domain/phone-countries';
import type { TFunction } from '@/lib/i18n-runtime';

export interface PaymentRequestValues {
  amount: string;
  currency_code: string;
  customer_name: string;
  phone_country: string;
  /** National number as typed; the calling code comes from phone_country. */
  customer_phone: string;
  customer_email: string;
  use_default_email: boolean;
  description: string;
  /** `datetime-local` value in Kuwait time, or ''. */
  expiration_time: string;
  pg_codes: string[];
  attachment_url: string;
  attachment_name: string;
  editable_amount: boolean;
  disclaimer: string;
  terms_en: string;
  terms_ar: string;
  capture_delivery_address: boolean;
  capture_delivery_location: boolean;
  first_popup_en: string;
  first_popup_ar: string;
  second_popup_en: string;
  second_popup_ar: string;
  language: Lang;
}

/** Form fields the server may name in a 400 (the API uses the same names). */
export const SERVER_FIELDS = [
  'amount',
  'currency_code',
  'customer_name',
  'customer_phone',
  'customer_email',
  'description',
  'expiration_time',
  'pg_codes',
  'disclaimer',
  'terms_en',
  'terms_ar',
] as const satisfies readonly (keyof PaymentRequestValues)[];

export function initialValues(options: PaymentRequestFormOptions, lang: Lang): PaymentRequestValues {
  return {
    amount: '',
    currency_code: options.default_currency,
    customer_name: '',
    phone_country: options.default_country,
    customer_phone: '',
    customer_email: '',
    use_default_email: false,
    description: '',
    expiration_time: '',
    pg_codes: [],
    attachment_url: '',
    attachment_name: '',
    editable_amount: false,
    disclaimer: '',
    terms_en: '',
    terms_ar: '',
    capture_delivery_address: false,
    capture_delivery_location: false,
    first_popup_en: '',
    first_popup_ar: '',
    second_popup_en: '',
    second_popup_ar: '',
    language: lang,
  };
}

/** SPEC 5 rules of the create form; limits come from the server's form metadata. */
export function paymentRequestSchema(
  t: TFunction,
  options: PaymentRequestFormOptions,
  now: () => number = Date.now,
) {
  const text = (max: number) =>
    yup
      .string()
      .trim()
      .max(max, t('payment-request:errors.max_length', { count: max }))
      .default('');

  return yup.object({
    currency_code: yup.string().required(t('errors:required')),
    amount: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .test('amount', '', function check(value) {
        // The server's own rule: same decimals per currency, and never a float.
        const parsed = amountRule(value ?? '', this.parent.currency_code);
        if (parsed.ok) return true;
        const { error } = parsed;
        return this.createError({
          message:
            error.key === 'too_many_decimals'
              ? t('payment-request:errors.decimals', error.params)
              : t('payment-request:errors.amount_positive'),
        });
      }),
    customer_name: text(options.limits.customer_name).required(t('errors:required')),
    phone_country: yup.string().required(t('errors:required')),
    customer_phone: yup
      .string()
      .trim()
      .default('')
      .test('phone', t('payment-request:errors.phone'), function check(value) {
        return !nationalPhoneRule(this.parent.phone_country, value ?? '');
      }),
    customer_email: yup
      .string()
      .trim()
      .default('')
      .test('email', t('errors:email'), (value) => !emailRule(value ?? '')),
    description: text(options.limits.description),
    expiration_time: yup
      .string()
      .default('')
      .test('future', t('payment-request:errors.expiration_future'), (value) => {
        if (!value) return true;
        // The picker shows Kuwait wall-clock time (SPEC 9), whatever the device's zone.
        const instant = parseKuwaitDateTimeLocal(value);
        return instant !== null && instant.getTime() > now();
      }),
    pg_codes: yup
      .array(yup.string().required())
      .default([])
      .test('gateways', t('payment-request:errors.gateways'), (codes = []) => !gatewaysRule(codes, codes)),
    disclaimer: text(options.limits.disclaimer),
    terms_en: text(options.limits.terms),
    terms_ar: text(options.limits.terms),
    first_popup_en: text(options.limits.popup),
    first_popup_ar: text(options.limits.popup),
    second_popup_en: text(options.limits.popup),
    second_popup_ar: text(options.limits.popup),
  });
}

const orNull = (value: string) => value.trim() || null;
const popup = (en: string, ar: string) => (en.trim() || ar.trim() ? { en: en.trim(), ar: ar.trim() } : null);

/** The API body for valid form values. */
export function toCreateRequest(values: PaymentRequestValues): CreatePaymentRequest {
  const phone = values.customer_phone.trim();
  const firstPopup = popup(values.first_popup_en, values.first_popup_ar);
  const secondPopup = popup(values.second_popup_en, values.second_popup_ar);
  const multicheckout =
    values.capture_delivery_address || values.capture_delivery_location || firstPopup || secondPopup
      ? {
          capture_delivery_address: values.capture_delivery_address,
          capture_delivery_location: values.capture_delivery_location,
          first_popup: firstPopup,
          second_popup: secondPopup,
        }
      : null;
  return {
    amount: values.amount.trim(),
    currency_code: values.currency_code,
    customer_name: values.customer_name.trim(),
    customer_phone: phone ? toE164(values.phone_country, phone) : null,
    country_code: values.phone_country,
    customer_email: orNull(values.customer_email),
    description: values.description.trim(),
    expiration_time: values.expiration_time
      ? (parseKuwaitDateTimeLocal(values.expiration_time)?.toISOString() ?? null)
      : null,
    pg_codes: values.pg_codes,
    attachment_url: orNull(values.attachment_url),
    attachment_name: orNull(values.attachment_name),
    editable_amount: values.editable_amount,
    disclaimer: orNull(values.disclaimer),
    terms_en: orNull(values.terms_en),
    terms_ar: orNull(values.terms_ar),
    multicheckout,
    language: values.language,
  };
}
