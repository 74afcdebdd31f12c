import {
  AdminActivityFilters,
  AdminActivityPage,
  AdminActivityQuery,
} from '../../../src/domain/contracts/admin-activity.ts';
import { ActivityPage, ActivityQuery } from '../../../src/domain/contracts/users.ts';
import { bearer, errors } from '../../lib/schemas.ts';

export const actionsSchema = {
  tags: ['users'],
  summary:
    "The merchant's recent staff actions, newest first; transaction_id narrows them to one transaction",
  security: bearer,
  querystring: ActivityQuery,
  response: { 200: ActivityPage, ...errors(400, 401) },
};

export const adminActivitySchema = {
  tags: ['admin'],
  summary:
    "The Admin log: the merchant's whole activity history, newest first, by user, area and Kuwait dates (owners)",
  security: bearer,
  querystring: AdminActivityQuery,
  response: { 200: AdminActivityPage, ...errors(400, 401, 403) },
};

export const adminActivityFiltersSchema = {
  tags: ['admin'],
  summary: "The Admin log's filter choices: the users and areas its entries have (owners)",
  security: bearer,
  response: { 200: AdminActivityFilters, ...errors(401, 403) },
};
