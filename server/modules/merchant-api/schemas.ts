import { ApiTransactionRequest, ApiTransactionResponse } from '../../../src/domain/contracts/integrations.ts';
import { errors } from '../../lib/schemas.ts';

export const createSchema = {
  tags: ['e_commerce', 'session'],
  summary: "Create a transaction from the merchant's own system (Authorization: Api-Key <key>)",
  security: [{ apiKey: [] }],
  body: ApiTransactionRequest,
  response: { 201: ApiTransactionResponse, ...errors(400, 401, 409, 422) },
};
