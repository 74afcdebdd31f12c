import {
  ApiKey,
  ApiKeyCreated,
  ApiKeyListQuery,
  ApiKeyPage,
  ApiKeyRequest,
  ApiKeyRolled,
  WebhookSecretRolled,
} from '../../../src/domain/contracts/api-keys.ts';
import { IdParams } from '../../../src/domain/contracts/common.ts';
import { RollRequest } from '../../../src/domain/contracts/secret-rolls.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['admin'];

export const listSchema = {
  tags,
  summary: "The merchant's API keys, newest first: never the keys or their webhook secrets (owners)",
  security: bearer,
  querystring: ApiKeyListQuery,
  response: { 200: ApiKeyPage, ...errors(400, 401, 403) },
};

export const createSchema = {
  tags,
  summary:
    'Issue an API key for a plugin; the answer is the only one holding the key and its webhook secret (owners)',
  security: bearer,
  body: ApiKeyRequest,
  response: { 201: ApiKeyCreated, ...errors(400, 401, 403) },
};

export const revokeSchema = {
  tags,
  summary: 'Stop an API key at once: requests with it answer 401 (owners)',
  security: bearer,
  params: IdParams,
  response: { 200: ApiKey, ...errors(401, 403, 404, 409) },
};

export const rollSchema = {
  tags,
  summary: 'Replace an API key by a new one (shown once); the old one works for the overlap chosen (owners)',
  security: bearer,
  params: IdParams,
  body: RollRequest,
  response: { 201: ApiKeyRolled, ...errors(400, 401, 403, 404, 409) },
};

export const rollWebhookSecretSchema = {
  tags,
  summary:
    "Replace an API key's webhook signing secret (shown once); deliveries carry both signatures for the overlap (owners)",
  security: bearer,
  params: IdParams,
  body: RollRequest,
  response: { 200: WebhookSecretRolled, ...errors(400, 401, 403, 404, 409) },
};
