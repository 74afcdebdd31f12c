import { IdParams } from '../../../src/domain/contracts/common.ts';
import {
  AdminDiscountCode,
  DiscountCodePage,
  DiscountCodePatch,
  DiscountCodeQuery,
  DiscountCodeRequest,
} from '../../../src/domain/contracts/discount-codes.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['discount codes'];

export const codeListSchema = {
  tags,
  summary:
    "The merchant's discount codes, newest first, with their uses and whether each is live (change_discount)",
  security: bearer,
  querystring: DiscountCodeQuery,
  response: { 200: DiscountCodePage, ...errors(400, 401, 403) },
};

export const codeCreateSchema = {
  tags,
  summary: 'Add a discount code the food menu and the shop take (change_discount)',
  security: bearer,
  body: DiscountCodeRequest,
  response: { 201: AdminDiscountCode, ...errors(400, 401, 403) },
};

export const codeEditSchema = {
  tags,
  summary: 'Change a discount code: only the fields sent (change_discount)',
  security: bearer,
  params: IdParams,
  body: DiscountCodePatch,
  response: { 200: AdminDiscountCode, ...errors(400, 401, 403, 404) },
};

export const codeDeactivateSchema = {
  tags,
  summary: 'Stop a discount code at once, kept with its uses (change_discount)',
  security: bearer,
  params: IdParams,
  response: { 200: AdminDiscountCode, ...errors(400, 401, 403, 404) },
};
