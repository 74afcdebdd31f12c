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
