import { errors, messageSchema, text } from '../../lib/schemas.ts';

const password = text(256);

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in: access token, refresh token and session id',
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: { username: text(150), password },
  },
  response: {
    200: {
      type: 'object',
      required: ['access', 'refresh', 'sessionid'],
      properties: { access: { type: 'string' }, refresh: { type: 'string' }, sessionid: { type: 'string' } },
    },
    ...errors(400, 429),
  },
} as const;

export const refreshSchema = {
  tags: ['auth'],
  summary: 'Rotate the refresh token; a reused token revokes its whole family',
  body: { type: 'object', required: ['refresh'], properties: { refresh: text(200) } },
  response: {
    200: {
      type: 'object',
      required: ['access', 'refresh'],
      properties: { access: { type: 'string' }, refresh: { type: 'string' } },
    },
    ...errors(400, 401),
  },
} as const;

export const forgotPasswordSchema = {
  tags: ['auth'],
  summary: 'Send a password reset link (the answer never tells whether the user exists)',
  body: {
    type: 'object',
    required: ['username'],
    properties: { username: text(150), lang: { type: 'string', enum: ['en', 'ar'] } },
  },
  response: { 200: messageSchema, ...errors(400, 429) },
} as const;

export const resetPasswordSchema = {
  tags: ['auth'],
  summary: 'Set a new password with the token from the reset link',
  body: {
    type: 'object',
    required: ['username', 'token', 'new_password', 'password_confirmation'],
    properties: {
      username: text(150),
      token: text(200),
      new_password: password,
      password_confirmation: password,
    },
  },
  response: { 200: messageSchema, ...errors(400) },
} as const;
