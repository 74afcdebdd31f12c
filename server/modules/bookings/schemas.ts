import { bearer, errors, messageSchema, paginated } from '../../lib/schemas.ts';

const tags = ['bookings'];
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const status = { type: 'string', enum: ['pending_payment', 'paid', 'cancel'] } as const;
const stringMap = { type: 'object', additionalProperties: str } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/** The list's filters: the list, its statistics and its export accept the same. */
export const bookingFilterProperties = {
  event: { type: 'integer', minimum: 1 },
  ticket: { type: 'integer', minimum: 1 },
  email: { type: 'string', maxLength: 254 },
  customer_phone: { type: 'string', maxLength: 32 },
  full_name: { type: 'string', maxLength: 150 },
  event_date: day,
  created_after: { type: 'string', maxLength: 40 },
  created_before: { type: 'string', maxLength: 40 },
  attendance: { type: 'string', enum: ['attended', 'not_attended', 'partial_attended'] },
  q: { type: 'string', maxLength: 100 },
} as const;

export const extraField = {
  type: 'object',
  properties: {
    name: str,
    label_en: str,
    label_ar: str,
    required: { type: 'boolean' },
    type: str,
  },
} as const;

const row = {
  type: 'object',
  properties: {
    id: str,
    event: str,
    event_id: int,
    ticket: str,
    quantity: int,
    full_name: str,
    is_free: { type: 'boolean' },
    email: str,
    event_date: str,
    created: str,
    customer_phone: nullableStr,
    status,
    attended: int,
    fields: stringMap,
  },
} as const;

export const listSchema = {
  tags,
  summary: 'Bookings of the merchant, newest first, with the list filters',
  security: bearer,
  querystring: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
      offset: { type: 'integer', minimum: 0, default: 0 },
      ...bookingFilterProperties,
    },
  },
  response: { 200: paginated(row), ...errors(400, 401, 403, 404) },
} as const;

export const listOptionsSchema = {
  tags,
  summary: 'Choices for the list filters and export (events, dates, emails, phones, custom fields)',
  security: bearer,
  querystring: { type: 'object', properties: { event: { type: 'integer', minimum: 1 } } },
  response: {
    200: {
      type: 'object',
      properties: {
        events: { type: 'array', items: { type: 'object', properties: { id: int, title: str } } },
        all_event_dates: { type: 'array', items: str },
        email_choices: { type: 'array', items: str },
        customer_phone_choices: { type: 'array', items: str },
        config_fields: { type: 'array', items: extraField },
      },
    },
    ...errors(401, 403, 404),
  },
} as const;

export const statisticsSchema = {
  tags,
  summary: 'Places booked (paid bookings), attended (scanned) and not attended, with the list filters',
  security: bearer,
  querystring: { type: 'object', properties: bookingFilterProperties },
  response: {
    200: { type: 'object', properties: { booked: int, attended: int, not_attended: int } },
    ...errors(400, 401, 403, 404),
  },
} as const;

const ticketRef = {
  type: 'object',
  properties: { id: int, name: str, start_time: str, end_time: str },
} as const;

export const detailSchema = {
  tags,
  summary: 'One booking: customer, ticket, purchase items and booked places',
  security: bearer,
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        id: str,
        event: str,
        event_id: int,
        event_slug: str,
        event_date: str,
        created: str,
        email: str,
        customer_first_name: str,
        customer_last_name: str,
        customer_phone: nullableStr,
        attachment_url: nullableStr,
        is_free: { type: 'boolean' },
        status,
        current_ticket: { type: 'object', properties: { id: int, name: str } },
        tickets_url: nullableStr,
        fields: {
          type: 'array',
          items: { type: 'object', properties: { name: str, label: str, value: str } },
        },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { ticket: ticketRef, quantity: int, status, payment_transaction: nullableStr },
          },
        },
        members: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              number: str,
              is_purchased: { type: 'boolean' },
              is_qr_scanned: { type: 'boolean' },
              scanned_at: nullableStr,
              gate: nullableStr,
            },
          },
        },
      },
    },
    ...errors(401, 403, 404),
  },
} as const;

export const updateSchema = {
  tags,
  summary:
    'Edit a booking: { event_date, quantity, ticket } (places re-checked), { status: "cancel" }, or { new_email, resend_email }',
  security: bearer,
  params: idParams,
  body: {
    type: 'object',
    properties: {
      event_date: day,
      quantity: { type: 'integer', minimum: 1, maximum: 1000 },
      ticket: { type: 'integer', minimum: 1 },
      status: { type: 'string', enum: ['cancel'] },
      new_email: { type: 'string', maxLength: 254 },
      resend_email: { type: 'boolean' },
    },
  },
  response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
} as const;

export const resendSchema = {
  tags,
  summary: 'Email the tickets of a paid booking again',
  security: bearer,
  body: {
    type: 'object',
    required: ['booking_id'],
    properties: { booking_id: { type: 'string', maxLength: 64 } },
  },
  response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
} as const;

export const exportSchema = {
  tags,
  summary: 'The bookings (same filters) as CSV (UTF-8 with BOM) or XLSX, sent as an attachment',
  security: bearer,
  querystring: {
    type: 'object',
    properties: {
      file_format: { type: 'string', enum: ['csv', 'xls', 'xlsx'], default: 'csv' },
      language: { type: 'string', enum: ['en', 'ar'] },
      ...bookingFilterProperties,
    },
  },
  response: {
    200: { description: 'The file', type: 'string', format: 'binary' },
    ...errors(400, 401, 403, 404),
  },
} as const;
