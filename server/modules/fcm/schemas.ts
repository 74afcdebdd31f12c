import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import { RegisterNotifTokenRequest } from '../../../src/domain/contracts/merchant.ts';
import { bearer, errors } from '../../lib/schemas.ts';

export const registerSchema = {
  tags: ['notifications'],
  summary: "Store this device's FCM registration token for the signed-in user",
  security: bearer,
  body: RegisterNotifTokenRequest,
  response: { 201: MessageResponse, ...errors(400, 401) },
};
