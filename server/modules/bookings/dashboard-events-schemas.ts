import { bearer, errors, idParams } from '../../lib/schemas.ts';
import { ticket, toggle } from '../events/schemas.ts';
import { extraField } from './schemas.ts';

/** Schemas of the events staff book for (dashboard booking create). */
const tags = ['bookings'];
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

const dashboardEvent = {
  id: int,
  slug: str,
  title: str,
  is_free: { type: 'boolean' },
  currency_code: str,
} as const;

export const dashboardEventsSchema = {
  tags,
  summary: 'Events staff can book for (available=true: active ones with a date still ahead)',
  security: bearer,
  querystring: { type: 'object', properties: { available: { type: 'boolean' } } },
  response: {
    200: { type: 'array', items: { type: 'object', properties: dashboardEvent } },
    ...errors(401, 403),
  },
} as const;

export const dashboardEventSchema = {
  tags,
  summary: 'One event for staff booking: tickets with availability, form fields and gateways',
  security: bearer,
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        ...dashboardEvent,
        tickets: { type: 'array', items: ticket },
        extra_fields: { type: 'array', items: extraField },
        phone: toggle,
        attachment: toggle,
        gateways: { type: 'array', items: { type: 'object', properties: { code: str, name: str } } },
      },
    },
    ...errors(401, 403, 404),
  },
} as const;
