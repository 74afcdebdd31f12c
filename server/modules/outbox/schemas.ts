import { IdParams } from '../../../src/domain/contracts/common.ts';
import {
  OutboxListItem,
  OutboxListQuery,
  OutboxMessage,
  OutboxPage,
} from '../../../src/domain/contracts/outbox.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['admin'];

export const listSchema = {
  tags,
  summary: 'Outgoing emails and SMS, newest first (superusers); bodies only through the detail route',
  security: bearer,
  querystring: OutboxListQuery,
  response: { 200: OutboxPage, ...errors(400, 401, 403) },
};

export const detailSchema = {
  tags,
  summary: 'One outgoing message with its full text body (superusers)',
  security: bearer,
  params: IdParams,
  response: { 200: OutboxMessage, ...errors(400, 401, 403, 404) },
};

export const resendSchema = {
  tags,
  summary: 'Send a message again as a new pending copy; the original keeps its record (superusers)',
  security: bearer,
  params: IdParams,
  response: { 201: OutboxListItem, ...errors(400, 401, 403, 404, 409) },
};
