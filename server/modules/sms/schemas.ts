import {
  SmsProviderSettings,
  SmsProviderUpdate,
  SmsTestRequest,
  SmsTestResult,
} from '../../../src/domain/contracts/sms-provider.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['admin'];

export const getProviderSchema = {
  tags,
  summary:
    "The merchant's SMS provider: kept in the Outbox, or a generic HTTP provider (owners; header values never returned)",
  security: bearer,
  response: { 200: SmsProviderSettings, ...errors(401, 403) },
};

export const putProviderSchema = {
  tags,
  summary: 'Set the SMS provider; a header whose value is null keeps its stored value (owners)',
  security: bearer,
  body: SmsProviderUpdate,
  response: { 200: SmsProviderSettings, ...errors(400, 401, 403) },
};

export const testProviderSchema = {
  tags,
  summary: 'Text a number through the saved provider and give its answer (owners)',
  security: bearer,
  body: SmsTestRequest,
  response: { 200: SmsTestResult, ...errors(400, 401, 403) },
};
