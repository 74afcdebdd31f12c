import { Type } from 'typebox';
import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  BookingRequest,
  BookingResponse,
  EventDetail,
  EventLangQuery,
  EventList,
  EventPayChoicesRequest,
  EventSlugParams,
  EventTerms,
  EventTermsQuery,
  FeedbackForm,
  FeedbackRequest,
  TicketsParams,
  TicketsQuery,
  UploadedFile,
} from '../../../src/domain/contracts/events.ts';
import { IdempotencyKeyHeaders, PayChoices } from '../../../src/domain/contracts/payments.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['events'];

export const listSchema = {
  tags,
  summary: 'Events on the customer pages (request language: ?lang or Accept-Language)',
  querystring: EventLangQuery,
  response: { 200: EventList, ...errors(404, 423) },
};

export const detailSchema = {
  tags,
  summary: 'One event with its tickets, per-date availability and booking form',
  params: EventSlugParams,
  querystring: EventLangQuery,
  response: { 200: EventDetail, ...errors(404, 423) },
};

export const termsSchema = {
  tags,
  summary: "An event's terms and conditions",
  querystring: EventTermsQuery,
  response: { 200: EventTerms, ...errors(400, 404, 423) },
};

export const payChoicesSchema = {
  tags,
  summary: 'Pay choices (fees, default, Best Choice) for a quantity of a ticket',
  params: EventSlugParams,
  body: EventPayChoicesRequest,
  response: { 200: PayChoices, ...errors(400, 404, 423) },
};

const bookingErrors = errors(400, 404, 409, 422, 423);

export const bookingSchema = {
  tags,
  summary: 'Book places: free events at once, paid ones through the gateway (Idempotency-Key accepted)',
  headers: IdempotencyKeyHeaders,
  body: BookingRequest,
  response: { 201: BookingResponse, ...bookingErrors },
};

export const dashboardBookingSchema = {
  tags,
  summary: 'Book places for a customer from the dashboard (access_event)',
  security: bearer,
  headers: IdempotencyKeyHeaders,
  body: BookingRequest,
  response: { 201: BookingResponse, ...bookingErrors, ...errors(401, 403) },
};

export const ticketsSchema = {
  tags,
  summary: 'Printable tickets of a booking (HTML, one signed QR per place)',
  params: TicketsParams,
  querystring: TicketsQuery,
  response: {
    200: {
      description: 'The ticket page: one signed QR code per place, to print or save as PDF.',
      content: { 'text/html': { schema: Type.String() } },
    },
    ...errors(400, 404),
  },
};

export const feedbackOptionsSchema = {
  tags,
  summary: 'The feedback form of an event and whether it is open',
  params: EventSlugParams,
  querystring: EventLangQuery,
  response: { 200: FeedbackForm, ...errors(404, 423) },
};

export const feedbackSchema = {
  tags,
  summary: 'Leave feedback once the event is over',
  params: EventSlugParams,
  body: FeedbackRequest,
  response: { 201: MessageResponse, ...errors(400, 404, 423) },
};

export const attachmentSchema = {
  tags,
  summary:
    'Upload the booking attachment of an event that asks for one (multipart field "file": PDF, PNG, JPEG or WebP, at most 10 MB)',
  consumes: ['multipart/form-data'],
  params: EventSlugParams,
  response: { 201: UploadedFile, ...errors(400, 404, 406, 413, 423, 429) },
};
