import {
  PayChoice as payChoiceSchema,
  UnitDetails as unitDetailsSchema,
} from '../../../src/domain/contracts/payments.ts';
import { bearer, errors, messageSchema, text } from '../../lib/schemas.ts';

const tags = ['events'];
const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const int = { type: 'integer' } as const;
export const toggle = { type: 'object', properties: { enabled: bool, required: bool } } as const;
const langQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['en', 'ar'] } },
} as const;
const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const extraField = {
  type: 'object',
  properties: { name: str, label_en: str, label_ar: str, required: bool, type: str },
} as const;

/** A ticket with its per-date availability, as customers and staff see it. */
export const ticket = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    name_en: str,
    name_ar: str,
    price: str,
    start_time: str,
    end_time: str,
    quantity: int,
    dates: { type: 'array', items: str },
    remaining_qty_per_date: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { status: str, remaining_quantity: int },
      },
    },
  },
} as const;

const summaryProperties = {
  id: int,
  slug: str,
  title: str,
  title_en: str,
  title_ar: str,
  image_url: nstr,
  venue: str,
  currency_code: str,
  is_free: bool,
  price_from: str,
  first_date: nstr,
  last_date: nstr,
  sale_starts_at: nstr,
  on_sale: bool,
  sold_out: bool,
} as const;

export const listSchema = {
  tags,
  summary: 'Events on the customer pages (request language: ?lang or Accept-Language)',
  querystring: langQuery,
  response: {
    200: {
      type: 'object',
      properties: {
        count: int,
        next: nstr,
        previous: nstr,
        results: { type: 'array', items: { type: 'object', properties: summaryProperties } },
        unit_details: { anyOf: [unitDetailsSchema, { type: 'null' }] },
      },
    },
    ...errors(404, 423),
  },
} as const;

export const detailSchema = {
  tags,
  summary: 'One event with its tickets, per-date availability and booking form',
  params: slugParams,
  querystring: langQuery,
  response: {
    200: {
      type: 'object',
      properties: {
        ...summaryProperties,
        description: str,
        tickets: { type: 'array', items: ticket },
        extra_fields: { type: 'array', items: extraField },
        phone: toggle,
        attachment: toggle,
        unit_details: unitDetailsSchema,
        feedback_open: bool,
      },
    },
    ...errors(404, 423),
  },
} as const;

export const termsSchema = {
  tags,
  summary: "An event's terms and conditions",
  querystring: {
    type: 'object',
    required: ['event'],
    properties: { event: { type: 'string', minLength: 1, maxLength: 100 }, lang: langQuery.properties.lang },
  },
  response: { 200: { type: 'object', properties: { terms: str } }, ...errors(400, 404, 423) },
} as const;

export const payChoicesSchema = {
  tags,
  summary: 'Pay choices (fees, default, Best Choice) for a quantity of a ticket',
  params: slugParams,
  body: {
    type: 'object',
    required: ['ticket', 'quantity'],
    properties: {
      ticket: { type: 'integer', minimum: 1 },
      quantity: { type: 'integer', minimum: 1, maximum: 1000 },
    },
  },
  response: { 200: { type: 'array', items: payChoiceSchema }, ...errors(400, 404, 423) },
} as const;

const bookingBody = {
  type: 'object',
  required: ['event', 'ticket', 'event_date', 'quantity', 'email', 'first_name', 'last_name', 'lang'],
  properties: {
    event: text(100),
    ticket: { type: 'integer', minimum: 1 },
    event_date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    quantity: { type: 'integer', minimum: 1, maximum: 1000 },
    email: text(254),
    first_name: text(100),
    last_name: text(100),
    phone: { type: 'string', maxLength: 32 },
    attachment_url: { type: 'string', maxLength: 1000 },
    fields: { type: 'object', additionalProperties: { type: 'string', maxLength: 1000 }, maxProperties: 50 },
    gateway_code: { type: 'string', maxLength: 64 },
    lang: { type: 'string', enum: ['en', 'ar'] },
  },
} as const;

const bookingResponse = {
  201: {
    type: 'object',
    required: ['booking_id', 'redirect_url', 'tickets_url'],
    properties: {
      booking_id: str,
      redirect_url: nstr,
      tickets_url: nstr,
      places: {
        type: 'array',
        items: { type: 'object', properties: { number: str, qrcode: str } },
      },
    },
  },
  ...errors(400, 404, 409, 422, 423),
} as const;

const idempotencyHeader = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', maxLength: 255 } },
} as const;

export const bookingSchema = {
  tags,
  summary: 'Book places: free events at once, paid ones through the gateway (Idempotency-Key accepted)',
  headers: idempotencyHeader,
  body: bookingBody,
  response: bookingResponse,
} as const;

export const dashboardBookingSchema = {
  tags,
  summary: 'Book places for a customer from the dashboard (access_event)',
  security: bearer,
  headers: idempotencyHeader,
  body: bookingBody,
  response: { ...bookingResponse, ...errors(401, 403) },
} as const;

export const ticketsSchema = {
  tags,
  summary: 'Printable tickets of a booking (HTML, one signed QR per place)',
  params: {
    type: 'object',
    required: ['booking_id'],
    properties: { booking_id: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  querystring: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 128 }, lang: langQuery.properties.lang },
  },
  response: { ...errors(400, 404) },
} as const;

export const feedbackOptionsSchema = {
  tags,
  summary: 'The feedback form of an event and whether it is open',
  params: slugParams,
  querystring: langQuery,
  response: {
    200: {
      type: 'object',
      properties: {
        event: str,
        feedback_open: bool,
        fields: {
          type: 'array',
          items: { type: 'object', properties: { name: str, required: bool, max_length: int } },
        },
      },
    },
    ...errors(404, 423),
  },
} as const;

export const feedbackSchema = {
  tags,
  summary: 'Leave feedback once the event is over',
  params: slugParams,
  body: {
    type: 'object',
    required: ['name', 'email', 'rating', 'comment'],
    properties: {
      name: text(100),
      email: text(254),
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      comment: { type: 'string', maxLength: 2000 },
    },
  },
  response: { 201: messageSchema, ...errors(400, 404, 423) },
} as const;
