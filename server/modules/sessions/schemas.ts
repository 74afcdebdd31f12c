import { IdParams } from '../../../src/domain/contracts/common.ts';
import {
  MemberSessionParams,
  SessionParams,
  SessionsEnded,
  UserSessionList,
} from '../../../src/domain/contracts/sessions.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const NoContent = { 204: { type: 'null', description: 'Ended' } };

export const ownListSchema = {
  tags: ['users'],
  summary: "The signed-in user's open sessions (signed-in devices), the current one marked",
  security: bearer,
  response: { 200: UserSessionList, ...errors(401) },
};

export const ownEndOthersSchema = {
  tags: ['users'],
  summary: 'Sign out of every other device: ends all open sessions of the user but the current one',
  security: bearer,
  response: { 200: SessionsEnded, ...errors(401) },
};

export const ownEndSchema = {
  tags: ['users'],
  summary: 'End one of your sessions at once (its access and refresh tokens); the current one = sign out',
  security: bearer,
  params: SessionParams,
  response: { ...NoContent, ...errors(400, 401, 404) },
};

const tags = ['admin'];

export const memberListSchema = {
  tags,
  summary: "A staff member's open sessions (owners)",
  security: bearer,
  params: IdParams,
  response: { 200: UserSessionList, ...errors(400, 401, 403, 404) },
};

export const memberEndAllSchema = {
  tags,
  summary: "End every session of a staff member at once; the owner's own current one is spared (owners)",
  security: bearer,
  params: IdParams,
  response: { 200: SessionsEnded, ...errors(400, 401, 403, 404) },
};

export const memberEndSchema = {
  tags,
  summary: 'End one session of a staff member at once (owners)',
  security: bearer,
  params: MemberSessionParams,
  response: { ...NoContent, ...errors(400, 401, 403, 404) },
};
