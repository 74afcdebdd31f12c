import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import {
  BookingDetails,
  BookingExportQuery,
  BookingFilterQuery,
  BookingIdParams,
  BookingList,
  BookingListOptions,
  BookingListOptionsQuery,
  BookingPageQuery,
  BookingStatistics,
  BookingUpdate,
  ResendTicketsRequest,
} from '../../../src/domain/contracts/bookings.ts';
import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['bookings'];

export const listSchema = {
  tags,
  summary: 'Bookings of the merchant, newest first, with the list filters',
  security: bearer,
  querystring: BookingPageQuery,
  response: { 200: BookingList, ...errors(400, 401, 403, 404) },
};

export const listOptionsSchema = {
  tags,
  summary: 'Choices for the list filters and export (events, dates, emails, phones, custom fields)',
  security: bearer,
  querystring: BookingListOptionsQuery,
  response: { 200: BookingListOptions, ...errors(401, 403, 404) },
};

export const statisticsSchema = {
  tags,
  summary: 'Places booked (paid bookings), attended (scanned) and not attended, with the list filters',
  security: bearer,
  querystring: BookingFilterQuery,
  response: { 200: BookingStatistics, ...errors(400, 401, 403, 404) },
};

export const detailSchema = {
  tags,
  summary: 'One booking: customer, ticket, purchase items and booked places',
  security: bearer,
  params: BookingIdParams,
  response: { 200: BookingDetails, ...errors(401, 403, 404) },
};

export const updateSchema = {
  tags,
  summary:
    'Edit a booking: { event_date, quantity, ticket } (places re-checked), { status: "cancel" }, or { new_email, resend_email }',
  security: bearer,
  params: BookingIdParams,
  body: BookingUpdate,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404) },
};

export const resendSchema = {
  tags,
  summary: 'Email the tickets of a paid booking again',
  security: bearer,
  body: ResendTicketsRequest,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404) },
};

/** The file's bytes, streamed as the rows are read (a Readable, which no serializer touches). */
const exportFile = Type.Unsafe<Readable>(Type.String({ format: 'binary' }));

export const exportSchema = {
  tags,
  summary: 'The bookings (same filters) as CSV (UTF-8 with BOM) or XLSX, sent as an attachment',
  security: bearer,
  querystring: BookingExportQuery,
  response: {
    200: {
      description: 'The file, as an attachment',
      content: {
        'text/csv': { schema: exportFile },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: exportFile },
      },
    },
    ...errors(400, 401, 403, 404),
  },
};
