import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  AdminEvent,
  AdminEventPage,
  AdminEventQuery,
  AdminTicket,
  AdminTicketList,
  EventFormConfig,
  EventParams,
  EventPatch,
  EventRequest,
  TicketParams,
  TicketPatch,
  TicketRequest,
} from '../../../src/domain/contracts/events-admin.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['events'];

export const eventListSchema = {
  tags,
  summary: "The merchant's events, newest first, with search and a status (access_event or change_event)",
  security: bearer,
  querystring: AdminEventQuery,
  response: { 200: AdminEventPage, ...errors(400, 401, 403) },
};

export const eventDetailSchema = {
  tags,
  summary: 'One event as its form edits it, with places taken and offered (access_event or change_event)',
  security: bearer,
  params: EventParams,
  response: { 200: AdminEvent, ...errors(400, 401, 403, 404) },
};

export const eventCreateSchema = {
  tags,
  summary: 'Create an event, unpublished, with its first signing key (change_event)',
  security: bearer,
  body: EventRequest,
  response: { 201: AdminEvent, ...errors(400, 401, 403) },
};

export const eventEditSchema = {
  tags,
  summary:
    'Change an event: only the fields sent; currency and free or paid are fixed once booked (change_event)',
  security: bearer,
  params: EventParams,
  body: EventPatch,
  response: { 200: AdminEvent, ...errors(400, 401, 403, 404, 409) },
};

export const eventActionSchema = {
  tags,
  summary: 'Duplicate, archive or restore an event (change_event)',
  security: bearer,
  params: EventParams,
  response: { 200: AdminEvent, 201: AdminEvent, ...errors(400, 401, 403, 404) },
};

export const eventFormSchema = {
  tags,
  summary: "Set the booking form's phone and attachment switches and custom fields (change_event)",
  security: bearer,
  params: EventParams,
  body: EventFormConfig,
  response: { 200: AdminEvent, ...errors(400, 401, 403, 404) },
};

export const ticketListSchema = {
  tags,
  summary: "An event's tickets with places taken per date, paid and held (access_event or change_event)",
  security: bearer,
  params: EventParams,
  response: { 200: AdminTicketList, ...errors(400, 401, 403, 404) },
};

export const ticketCreateSchema = {
  tags,
  summary: 'Add a ticket to an event (change_event)',
  security: bearer,
  params: EventParams,
  body: TicketRequest,
  response: { 201: AdminTicket, ...errors(400, 401, 403, 404) },
};

export const ticketEditSchema = {
  tags,
  summary:
    'Change a ticket; never fewer places than taken, never dropping a date with places taken (change_event)',
  security: bearer,
  params: TicketParams,
  body: TicketPatch,
  response: { 200: AdminTicket, ...errors(400, 401, 403, 404) },
};

export const ticketDeleteSchema = {
  tags,
  summary: 'Remove a ticket no place is taken of (change_event)',
  security: bearer,
  params: TicketParams,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
};
