import {
  CodePairingRequest,
  CodePairingResponse,
  VerifyRefererRequest,
  VerifyRefererResponse,
} from '../../../src/domain/contracts/merchant.ts';
import { errors } from '../../lib/schemas.ts';

const tags = ['code-pairing'];

export const verifySchema = {
  tags,
  summary: 'Whether a referring page may use code pairing',
  body: VerifyRefererRequest,
  response: { 200: VerifyRefererResponse, ...errors(400) },
};

export const validateSchema = {
  tags,
  summary: 'Exchange a code and its pair for the redirect URL',
  body: CodePairingRequest,
  response: { 200: CodePairingResponse, ...errors(400, 429) },
};
