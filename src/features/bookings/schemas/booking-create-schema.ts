import * as yup from 'yup';
import { isEmail, isPhoneNumber } from '@/domain/contact-rules';
import type { DashboardEventDetail } from '@/domain/contracts/bookings';
import type { ApiErrorBody } from '@/domain/contracts/common';
import type { BookingRequest } from '@/domain/contracts/events';
import { fieldErrors } from '@/lib/error-message';
import type { TFunction } from '@/lib/i18n-runtime';
import type { Lang } from '@/lib/lang-path';
import { preselectedDate, ticketDateChoices } from '../lib/ticket-dates';
import { DIGITS } from './booking-edit-schema';

/** SPEC 5: server errors shown under these fields; anything else is a toast. */
const SERVER_FIELDS = [
  'ticket',
  'event_date',
  'quantity',
  'email',
  'first_name',
  'last_name',
  'phone',
  'attachment_url',
  'gateway_code',
] as const;

export interface BookingCreateValues {
  ticket: string;
  event_date: string;
  gateway_code: string;
  quantity: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  attachment_url: string;
  attachment_name: string;
  /** Custom extra fields by name. */
  fields: Record<string, string>;
}

export type BookingCreateErrors = Partial<Record<(typeof SERVER_FIELDS)[number], string>> & {
  fields?: Record<string, string>;
};

/** A single ticket, its single open date (SPEC 4) and a single gateway come chosen. */
export function initialCreateValues(event: DashboardEventDetail, now = new Date()): BookingCreateValues {
  const onlyTicket = event.tickets.length === 1 ? event.tickets[0] : undefined;
  const onlyGateway = event.gateways.length === 1 ? (event.gateways[0]?.code ?? '') : '';
  return {
    ticket: onlyTicket ? String(onlyTicket.id) : '',
    event_date: onlyTicket ? preselectedDate(ticketDateChoices(onlyTicket, now)) : '',
    gateway_code: event.is_free ? '' : onlyGateway,
    quantity: '1',
    email: '',
    first_name: '',
    last_name: '',
    phone: '',
    attachment_url: '',
    attachment_name: '',
    fields: Object.fromEntries(event.extra_fields.map((field) => [field.name, ''])),
  };
}

/** The booking form's rules for one event: its configured extra fields decide what is required. */
export function bookingCreateSchema(t: TFunction, event: DashboardEventDetail) {
  const required = t('errors:required');
  const phone = yup
    .string()
    .trim()
    .test('phone', t('bookings:validation.phone'), (value) => !value || isPhoneNumber(value));
  return yup.object({
    ticket: yup.string().required(required),
    event_date: yup.string().required(required),
    gateway_code: event.is_free ? yup.string() : yup.string().required(required),
    quantity: yup
      .string()
      .required(required)
      .matches(DIGITS, t('bookings:validation.digits'))
      .test(
        'positive',
        t('bookings:validation.min_quantity'),
        (value) => !value || !DIGITS.test(value) || Number(value) >= 1,
      ),
    email: yup
      .string()
      .trim()
      .required(required)
      .test('email', t('errors:email'), (value) => !value || isEmail(value)),
    first_name: yup.string().trim().required(required),
    last_name: yup.string().trim().required(required),
    phone: event.phone.enabled && event.phone.required ? phone.required(required) : phone,
    attachment_url:
      event.attachment.enabled && event.attachment.required ? yup.string().required(required) : yup.string(),
    fields: yup.object(
      Object.fromEntries(
        event.extra_fields.map((field) => [
          field.name,
          field.required ? yup.string().trim().required(required) : yup.string(),
        ]),
      ),
    ),
  });
}

/** The request: trimmed values; optional empty fields omitted (SPEC 5), gateway only for paid events. */
export function toBookingRequest(
  values: BookingCreateValues,
  event: DashboardEventDetail,
  lang: Lang,
): BookingRequest {
  const request: BookingRequest = {
    event: event.slug,
    ticket: Number(values.ticket),
    event_date: values.event_date,
    quantity: Number(values.quantity),
    email: values.email.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    lang,
  };
  if (event.phone.enabled && values.phone.trim()) request.phone = values.phone.trim();
  if (event.attachment.enabled && values.attachment_url) request.attachment_url = values.attachment_url;
  const fields = Object.fromEntries(
    event.extra_fields
      .map((field) => [field.name, (values.fields[field.name] ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  if (Object.keys(fields).length) request.fields = fields;
  if (!event.is_free) request.gateway_code = values.gateway_code;
  return request;
}

/**
 * Server field errors placed under the form's fields (pg_codes under the gateway, custom
 * fields by name or as fields.name); null when none applies, so the caller toasts instead.
 */
export function serverFieldErrors(
  body: ApiErrorBody,
  event: DashboardEventDetail,
): BookingCreateErrors | null {
  const names = event.extra_fields.map((field) => field.name);
  const known = fieldErrors(body, [
    ...SERVER_FIELDS,
    'pg_codes',
    ...names,
    ...names.map((n) => `fields.${n}`),
  ]);
  const { pg_codes, ...rest } = known as Record<string, string | undefined>;
  const errors: BookingCreateErrors = {};
  for (const name of SERVER_FIELDS) if (rest[name]) errors[name] = rest[name];
  if (pg_codes && !errors.gateway_code) errors.gateway_code = pg_codes;
  const custom: Record<string, string> = {};
  for (const name of names) {
    const message = rest[name] ?? rest[`fields.${name}`];
    if (message) custom[name] = message;
  }
  if (Object.keys(custom).length) errors.fields = custom;
  return Object.keys(errors).length ? errors : null;
}
