import {
  ForgotPasswordRequest,
  LoginRequest,
  RefreshRequest,
  RefreshResponse,
  ResetPasswordRequest,
} from '../../../src/domain/contracts/auth.ts';
import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import { LoginAnswer } from '../../../src/domain/contracts/two-factor.ts';
import { ChangePasswordRequest } from '../../../src/domain/contracts/users.ts';
import { bearer, errors } from '../../lib/schemas.ts';

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in: access token, refresh token and session id; or, with two-factor sign-in, a challenge',
  body: LoginRequest,
  response: { 200: LoginAnswer, ...errors(400, 429) },
};

export const refreshSchema = {
  tags: ['auth'],
  summary: 'Rotate the refresh token; a reused token revokes its whole family',
  body: RefreshRequest,
  response: { 200: RefreshResponse, ...errors(400, 401) },
};

export const forgotPasswordSchema = {
  tags: ['auth'],
  summary: 'Send a password reset link (the answer never tells whether the user exists)',
  body: ForgotPasswordRequest,
  response: { 200: MessageResponse, ...errors(400, 429) },
};

export const resetPasswordSchema = {
  tags: ['auth'],
  summary: 'Set a new password with the token from the reset link',
  body: ResetPasswordRequest,
  response: { 200: MessageResponse, ...errors(400) },
};

export const changePasswordSchema = {
  tags: ['users'],
  summary: "Change the signed-in user's password; a wrong current password counts as a failed sign-in",
  security: bearer,
  body: ChangePasswordRequest,
  response: { 200: MessageResponse, ...errors(400, 401, 429) },
};
