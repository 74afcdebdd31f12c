import { IdParams, MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  ActivityPage,
  ActivityQuery,
  ChangePasswordRequest,
  UpdateUserRequest,
  UserDetails,
} from '../../../src/domain/contracts/users.ts';
import { bearer, errors } from '../../lib/schemas.ts';

export const detailsSchema = {
  tags: ['users'],
  summary: 'The signed-in user',
  security: bearer,
  response: { 200: UserDetails, ...errors(401) },
};

export const changePasswordSchema = {
  tags: ['users'],
  summary: "Change the signed-in user's password; a wrong current password counts as a failed sign-in",
  security: bearer,
  body: ChangePasswordRequest,
  response: { 200: MessageResponse, ...errors(400, 401, 429) },
};

export const updateUserSchema = {
  tags: ['users'],
  summary: 'Opt in or out of order notifications (own account, or any as superuser)',
  security: bearer,
  params: IdParams,
  body: UpdateUserRequest,
  response: { 200: UserDetails, ...errors(400, 401, 403, 404) },
};

export const actionsSchema = {
  tags: ['users'],
  summary:
    "The merchant's recent staff actions, newest first; transaction_id narrows them to one transaction",
  security: bearer,
  querystring: ActivityQuery,
  response: { 200: ActivityPage, ...errors(400, 401) },
};
