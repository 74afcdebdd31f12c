import { PAY_PAGE_SCOPES } from '../../../src/domain/plugins.ts';
import { errors } from '../../lib/schemas.ts';

const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const detailsMap = { type: 'object', additionalProperties: { type: 'string' } } as const;
const popup = { type: ['object', 'null'], properties: { en: str, ar: str } } as const;

export const idParams = (name: 'id' | 'attempt_id') =>
  ({
    type: 'object',
    required: ['plugin', name],
    properties: {
      // `pos`: any plugin paid on the /pos pages, whose URLs do not name the plugin.
      plugin: { type: 'string', enum: [...PAY_PAGE_SCOPES] },
      // Any text: an id that is not a UUID is answered as not found, in the error shape.
      [name]: { type: 'string', minLength: 1, maxLength: 64 },
    },
  }) as const;

export const unitDetailsSchema = {
  type: 'object',
  properties: {
    logo_url: nstr,
    title_en: str,
    title_ar: str,
    website: nstr,
    twitter_url: nstr,
    instagram_url: nstr,
    facebook_url: nstr,
    show_unit_title: bool,
    header_color: str,
    header_image_url: nstr,
  },
} as const;

export const payChoiceSchema = {
  type: 'object',
  properties: {
    gateway_code: str,
    gateway: str,
    value: str,
    logo_url: nstr,
    amount: str,
    base_amount: str,
    fee: str,
    delivery_charges: str,
    currency_code: str,
    button_verb: str,
    is_default: bool,
    best_choice: bool,
  },
} as const;

const remarksSchema = {
  type: 'array',
  items: { type: 'object', properties: { label_en: str, label_ar: str, value: str } },
} as const;

const location = {
  type: ['object', 'null'],
  required: ['lat', 'lng'],
  properties: { lat: { type: 'number' }, lng: { type: 'number' } },
} as const;

const addressField = { type: 'string', maxLength: 1000 } as const;
export const extraSchema = {
  type: 'object',
  properties: {
    address: addressField,
    custom_address: addressField,
    area: addressField,
    block: addressField,
    street: addressField,
    avenue: addressField,
    house_no: addressField,
    floor: addressField,
    office_no: addressField,
    paci_no: addressField,
    special_instructions: addressField,
    delivery_location: location,
  },
} as const;

const tags = ['pay page'];

export const payConfigSchema = {
  tags,
  summary: 'Pay page configuration: unit header, multicheckout (areas), welcome popup',
  params: idParams('id'),
  response: {
    200: {
      type: 'object',
      properties: {
        unit_details: unitDetailsSchema,
        multicheckout: {
          type: 'object',
          properties: {
            multicheckout_enabled: bool,
            capture_delivery_address: bool,
            capture_delivery_location: bool,
            first_popup: popup,
            second_popup: popup,
            country: str,
            kuwait_areas: {
              type: 'object',
              properties: { en_list: { type: 'array', items: str }, ar_list: { type: 'array', items: str } },
            },
          },
        },
        welcome_popup: popup,
        details_prefilled: bool,
        address_presets: { type: 'array', items: str },
        limits: {
          type: 'object',
          properties: {
            custom_address: { type: 'integer' },
            special_instructions: { type: 'integer' },
            paci_no: { type: 'integer' },
          },
        },
        map: {
          type: 'object',
          properties: {
            center: { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' } } },
            zoom: { type: 'integer' },
          },
        },
      },
    },
    ...errors(400, 404, 423),
  },
} as const;

export const payTransactionSchema = {
  type: 'object',
  properties: {
    id: str,
    plugin: str,
    state: str,
    amount: str,
    currency: str,
    decimal_places: { type: 'integer' },
    extra: { type: 'object', additionalProperties: true },
    customer_details: detailsMap,
    merchant_details: detailsMap,
    unit_details: unitDetailsSchema,
    terms: { type: 'object', properties: { terms_en: nstr, terms_ar: nstr } },
    pay_choices: { type: 'array', items: payChoiceSchema },
    details: { type: ['object', 'null'], properties: { state: str, message: str } },
    valid_for_payment: bool,
    has_editable_amount: bool,
    description: str,
    attachment_url: nstr,
    attachment_name: nstr,
    remarks: remarksSchema,
    expiration_time: nstr,
    country_code: str,
    additional_phone_number: nstr,
    disclaimer: nstr,
    disclaimer_message: nstr,
    next_url: nstr,
  },
} as const;

export const readSchema = {
  tags,
  summary: 'A transaction as its pay page shows it',
  params: idParams('id'),
  response: { 200: payTransactionSchema, ...errors(400, 404, 423) },
} as const;

export const updateExtraSchema = {
  tags,
  summary: "Save the customer's address and location (extra)",
  params: idParams('id'),
  body: { type: 'object', required: ['extra'], properties: { extra: extraSchema } },
  response: { 200: payTransactionSchema, ...errors(400, 404, 423) },
} as const;

export const payChoicesSchema = {
  tags,
  summary: 'Pay choices (fees, default, Best Choice) for an amount',
  params: idParams('id'),
  body: { type: 'object', properties: { amount: { type: 'string', maxLength: 32 } } },
  response: { 200: { type: 'array', items: payChoiceSchema }, ...errors(400, 404, 423) },
} as const;

export const paySchema = {
  tags,
  summary: 'Start paying with a gateway (Idempotency-Key header: repeats get the first answer)',
  params: idParams('id'),
  headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', maxLength: 255 } } },
  body: {
    type: 'object',
    required: ['gateway_code'],
    properties: {
      gateway_code: { type: 'string', minLength: 1, maxLength: 64 },
      amount: { type: 'string', maxLength: 32 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['redirect_url', 'attempt_id'],
      properties: { redirect_url: str, attempt_id: str },
    },
    ...errors(400, 404, 409, 422, 423),
  },
} as const;

export const attemptResultSchema = {
  tags,
  summary: 'The result of a payment attempt',
  params: idParams('attempt_id'),
  response: {
    200: {
      type: 'object',
      properties: {
        attempt_id: str,
        transaction_id: str,
        state: str,
        message: str,
        message_ar: str,
        currency_code: str,
        logo_url: nstr,
        customer_details: detailsMap,
        merchant_details: detailsMap,
        unit_details: unitDetailsSchema,
        payment_details: detailsMap,
        receipt_url: nstr,
        tickets_url: nstr,
        attachment_url: nstr,
        try_again_url: nstr,
        next_url: nstr,
        transaction_type: str,
        remarks: remarksSchema,
        expiration_time: nstr,
        expired: bool,
        extra: { type: 'object', additionalProperties: true },
      },
    },
    ...errors(400, 404),
  },
} as const;

export const receiptSchema = {
  tags,
  summary: 'Printable receipt (HTML document) of a successful payment',
  params: idParams('attempt_id'),
  querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['en', 'ar'] } } },
  response: { ...errors(400, 404) },
} as const;
