/** Sign-in, token refresh and password reset (SPEC 7.1). */
import { type Static, Type } from 'typebox';
import { Lang, Text } from './common.ts';

const Password = Text(256);

export const LoginRequest = Type.Object({ username: Text(150), password: Password });
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  access: Type.String(),
  refresh: Type.String(),
  sessionid: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshRequest = Type.Object({ refresh: Text(200) });
export type RefreshRequest = Static<typeof RefreshRequest>;

export const RefreshResponse = Type.Object({ access: Type.String(), refresh: Type.String() });
export type RefreshResponse = Static<typeof RefreshResponse>;

export const ForgotPasswordRequest = Type.Object({
  username: Text(150),
  /** Language of the reset message and of the link in it. */
  lang: Type.Optional(Lang),
});
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** The reset link in the message carries `username` and `token` as query parameters. */
export const ResetPasswordRequest = Type.Object({
  username: Text(150),
  token: Text(200),
  new_password: Password,
  password_confirmation: Password,
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;
