import {
  Branding,
  Unit,
  UnitListQuery,
  UnitPage,
  UnitPatch,
  UnitRequest,
} from '../../../src/domain/contracts/branding.ts';
import { IdParams, MessageResponse } from '../../../src/domain/contracts/common.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['admin'];

export const getBrandingSchema = {
  tags,
  summary: "The merchant's titles, subheader, logo and favicon (owners)",
  security: bearer,
  response: { 200: Branding, ...errors(401, 403) },
};

export const putBrandingSchema = {
  tags,
  summary: 'Set the titles, subheader, logo and favicon every customer page shows (owners)',
  security: bearer,
  body: Branding,
  response: { 200: Branding, ...errors(400, 401, 403) },
};

export const unitListSchema = {
  tags,
  summary: "The merchant's units, each with how many transactions were made under it (owners)",
  security: bearer,
  querystring: UnitListQuery,
  response: { 200: UnitPage, ...errors(400, 401, 403) },
};

export const unitCreateSchema = {
  tags,
  summary: 'Add a unit: its own titles, logo, header and links (owners)',
  security: bearer,
  body: UnitRequest,
  response: { 201: Unit, ...errors(400, 401, 403) },
};

export const unitEditSchema = {
  tags,
  summary: 'Change a unit (owners)',
  security: bearer,
  params: IdParams,
  body: UnitPatch,
  response: { 200: Unit, ...errors(400, 401, 403, 404) },
};

export const unitDeleteSchema = {
  tags,
  summary: 'Delete a unit no transaction was made under (owners)',
  security: bearer,
  params: IdParams,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
};
