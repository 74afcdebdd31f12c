import { IdParams, MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  Role,
  RoleCreateRequest,
  RoleEditRequest,
  RoleListQuery,
  RolePage,
} from '../../../src/domain/contracts/roles.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['admin'];

export const roleListSchema = {
  tags,
  summary:
    "The signed-in owner's roles: the presets, then custom roles by name, each with its member count (owners)",
  security: bearer,
  querystring: RoleListQuery,
  response: { 200: RolePage, ...errors(400, 401, 403) },
};

export const roleCreateSchema = {
  tags,
  summary: 'Create a custom role (owners)',
  security: bearer,
  body: RoleCreateRequest,
  response: { 201: Role, ...errors(400, 401, 403) },
};

export const roleEditSchema = {
  tags,
  summary: "Rename a custom role or change its permissions: its members' permissions change at once (owners)",
  security: bearer,
  params: IdParams,
  body: RoleEditRequest,
  response: { 200: Role, ...errors(400, 401, 403, 404, 409) },
};

export const roleDeleteSchema = {
  tags,
  summary: 'Delete a custom role nobody holds; presets stay (owners)',
  security: bearer,
  params: IdParams,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
};
