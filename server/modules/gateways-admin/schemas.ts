import {
  AdminGateway,
  GatewayCodeParams,
  GatewayCreateRequest,
  GatewayDeleteResponse,
  GatewayList,
  GatewayMethodList,
  GatewayOrderRequest,
  GatewayPatch,
  GatewayTestResponse,
} from '../../../src/domain/contracts/gateways-admin.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['gateways'];

export const gatewayListSchema = {
  tags,
  summary:
    "The merchant's gateways in pay-page order; account secrets only say whether they are set (owners)",
  security: bearer,
  response: { 200: GatewayList, ...errors(401, 403) },
};

export const gatewayCreateSchema = {
  tags,
  summary: 'Add a gateway (sandbox, cod, knet or myfatoorah), last on the pay page and inactive (owners)',
  security: bearer,
  body: GatewayCreateRequest,
  response: { 201: AdminGateway, ...errors(400, 401, 403, 409) },
};

export const gatewayEditSchema = {
  tags,
  summary:
    "Change a gateway's names, logo, verbs, fees and payer, currency, plugins, mode or account; a blank secret keeps the stored one (owners)",
  security: bearer,
  params: GatewayCodeParams,
  body: GatewayPatch,
  response: { 200: AdminGateway, ...errors(400, 401, 403, 404) },
};

export const gatewayDeleteSchema = {
  tags,
  summary: 'Delete a gateway, or deactivate it when payments were tried with it (owners)',
  security: bearer,
  params: GatewayCodeParams,
  response: { 200: GatewayDeleteResponse, ...errors(401, 403, 404) },
};

export const gatewayOrderSchema = {
  tags,
  summary: 'Put the gateways in a new pay-page order: every code once (owners)',
  security: bearer,
  body: GatewayOrderRequest,
  response: { 200: GatewayList, ...errors(400, 401, 403) },
};

export const gatewayTestSchema = {
  tags,
  summary: "Run the provider's lightest authenticated call with the stored account (owners)",
  security: bearer,
  params: GatewayCodeParams,
  response: { 200: GatewayTestResponse, ...errors(400, 401, 403, 404) },
};

export const gatewayMethodsSchema = {
  tags,
  summary:
    "The payment methods the MyFatoorah account offers, with MyFatoorah's fee for a sample amount; 502 when the provider cannot be asked (owners)",
  security: bearer,
  params: GatewayCodeParams,
  response: { 200: GatewayMethodList, ...errors(400, 401, 403, 404, 502) },
};
