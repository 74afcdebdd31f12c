import {
  EventCancelRequest,
  EventChange,
  EventChangeList,
  EventChangeParams,
  EventChangePreview,
  EventChangePreviewQuery,
  EventRescheduleRequest,
} from '../../../src/domain/contracts/event-changes.ts';
import { EventParams } from '../../../src/domain/contracts/events-admin.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['events'];

export const changePreviewSchema = {
  tags,
  summary:
    'What cancelling the event, or moving one of its dates, would touch (access_event or change_event)',
  security: bearer,
  params: EventParams,
  querystring: EventChangePreviewQuery,
  response: { 200: EventChangePreview, ...errors(400, 401, 403, 404) },
};

export const cancelSchema = {
  tags,
  summary:
    'Cancel the event: no more bookings; each booking is then canceled, a paid one refunded in full and its holder emailed, by a run that resumes after a restart (change_event, and refund_paymenttransaction when paid bookings are refunded)',
  security: bearer,
  params: EventParams,
  body: EventCancelRequest,
  response: { 202: EventChange, ...errors(400, 401, 403, 404, 409) },
};

export const rescheduleSchema = {
  tags,
  summary:
    'Move one date of the event to another: its tickets, places and bookings move at once (the tickets stay valid); each holder is then emailed (change_event)',
  security: bearer,
  params: EventParams,
  body: EventRescheduleRequest,
  response: { 202: EventChange, ...errors(400, 401, 403, 404, 409) },
};

export const changeListSchema = {
  tags,
  summary:
    "The event's cancels and reschedules, newest first, with their progress (access_event or change_event)",
  security: bearer,
  params: EventParams,
  response: { 200: EventChangeList, ...errors(400, 401, 403, 404) },
};

export const changeRetrySchema = {
  tags,
  summary: "Do a change's failed bookings again (change_event)",
  security: bearer,
  params: EventChangeParams,
  response: { 200: EventChange, ...errors(400, 401, 403, 404, 409) },
};
