import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import { HelpOptions, HelpRequest } from '../../../src/domain/contracts/merchant.ts';
import { bearer, errors } from '../../lib/schemas.ts';

export const optionsSchema = {
  tags: ['help'],
  summary: 'Help form metadata: subject choices',
  security: bearer,
  response: { 200: HelpOptions, ...errors(401) },
};

export const sendSchema = {
  tags: ['help'],
  summary: "Send a message to the merchant's support address",
  security: bearer,
  body: HelpRequest,
  response: { 201: MessageResponse, ...errors(400, 401) },
};
