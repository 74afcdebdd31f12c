import { LoginResponse } from '../../../src/domain/contracts/auth.ts';
import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  RecoveryCodes,
  SecuritySettings,
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorSetup,
  TwoFactorSignInRequest,
  TwoFactorStatus,
} from '../../../src/domain/contracts/two-factor.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['auth'];

export const signInSchema = {
  tags,
  summary: "Sign in's second step: the challenge and a code (or a recovery code) give the tokens",
  body: TwoFactorSignInRequest,
  response: { 200: LoginResponse, ...errors(400, 429) },
};

export const statusSchema = {
  tags,
  summary: "The signed-in user's two-factor sign-in: on or off, required, recovery codes left",
  security: bearer,
  response: { 200: TwoFactorStatus, ...errors(401) },
};

export const setupSchema = {
  tags,
  summary: 'Start setting up an authenticator app: a new secret and its otpauth:// URI',
  security: bearer,
  response: { 200: TwoFactorSetup, ...errors(401, 409) },
};

export const confirmSchema = {
  tags,
  summary: "Turn two-factor sign-in on with the new app's code; answers the recovery codes, once",
  security: bearer,
  body: TwoFactorCodeRequest,
  response: { 200: RecoveryCodes, ...errors(400, 401, 409) },
};

export const recoveryCodesSchema = {
  tags,
  summary: 'New recovery codes for a code from the app; the old ones stop working',
  security: bearer,
  body: TwoFactorCodeRequest,
  response: { 200: RecoveryCodes, ...errors(400, 401, 403, 409) },
};

export const disableSchema = {
  tags,
  summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
  security: bearer,
  body: TwoFactorDisableRequest,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 409, 429) },
};

export const getSecuritySchema = {
  tags: ['admin'],
  summary: "The merchant's sign-in requirements (owners)",
  security: bearer,
  response: { 200: SecuritySettings, ...errors(401, 403) },
};

export const patchSecuritySchema = {
  tags: ['admin'],
  summary: 'Require two-factor sign-in of owners and of anyone who can refund or export (owners)',
  security: bearer,
  body: SecuritySettings,
  response: { 200: SecuritySettings, ...errors(400, 401, 403, 409) },
};
