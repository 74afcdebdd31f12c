import { IdParams } from '../../../src/domain/contracts/common.ts';
import { UpdateUserRequest, UserDetails } from '../../../src/domain/contracts/users.ts';
import { bearer, errors } from '../../lib/schemas.ts';

export const detailsSchema = {
  tags: ['users'],
  summary: 'The signed-in user',
  security: bearer,
  response: { 200: UserDetails, ...errors(401) },
};

export const updateUserSchema = {
  tags: ['users'],
  summary: 'Opt in or out of order notifications (own account, or any as superuser)',
  security: bearer,
  params: IdParams,
  body: UpdateUserRequest,
  response: { 200: UserDetails, ...errors(400, 401, 403, 404) },
};
