import {
  DashboardEventDetail,
  DashboardEvents,
  DashboardEventsQuery,
} from '../../../src/domain/contracts/bookings.ts';
import { IdParams } from '../../../src/domain/contracts/common.ts';
import { bearer, errors } from '../../lib/schemas.ts';

/** Schemas of the events staff book for (dashboard booking create). */
const tags = ['bookings'];

export const dashboardEventsSchema = {
  tags,
  summary: 'Events staff can book for (available=true: active ones with a date still ahead)',
  security: bearer,
  querystring: DashboardEventsQuery,
  response: { 200: DashboardEvents, ...errors(401, 403) },
};

export const dashboardEventSchema = {
  tags,
  summary: 'One event for staff booking: tickets with availability, form fields and gateways',
  security: bearer,
  params: IdParams,
  response: { 200: DashboardEventDetail, ...errors(401, 403, 404) },
};
