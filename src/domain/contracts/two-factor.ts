/**
 * Two-factor sign-in with an authenticator app (issue 18): the second step of signing in, a
 * user's own enrolment, and the merchant's requirement (an owner's setting).
 */
import { type Static, Type } from 'typebox';
import { RECOVERY_CODE_COUNT } from '../two-factor-rules.ts';
import { LoginResponse } from './auth.ts';
import { Text } from './common.ts';

/** What a code field takes: six digits, or a recovery code; judged by the server, so only bounded here. */
const Code = Text(32);

/** A right password on an account with two-factor sign-in: no tokens yet, a challenge for the second step. */
export const TwoFactorChallenge = Type.Object({
  two_factor_required: Type.Literal(true),
  challenge: Type.String({
    description: 'Works once, for expires_in seconds, with POST /user/token/two-factor/',
  }),
  expires_in: Type.Integer(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** POST /user/token/: tokens, or a challenge when the account has two-factor sign-in. */
export const LoginAnswer = Type.Union([LoginResponse, TwoFactorChallenge]);
export type LoginAnswer = Static<typeof LoginAnswer>;

export const TwoFactorSignInRequest = Type.Object({
  challenge: Text(200),
  /** The authenticator's code, or one of the recovery codes. */
  code: Code,
});
export type TwoFactorSignInRequest = Static<typeof TwoFactorSignInRequest>;

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** The merchant requires it of this user (an owner, or someone who can refund or export). */
  required: Type.Boolean(),
  /** Required and not enabled: every other API call answers 403 until it is. */
  must_enrol: Type.Boolean(),
  recovery_codes_left: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const TwoFactorSetup = Type.Object({
  /** base32, for typing into an app that cannot scan. */
  secret: Type.String(),
  otpauth_uri: Type.String({ description: 'What the QR code holds' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorCodeRequest = Type.Object({ code: Code });
export type TwoFactorCodeRequest = Static<typeof TwoFactorCodeRequest>;

export const RecoveryCodes = Type.Object({
  recovery_codes: Type.Array(Type.String(), {
    minItems: RECOVERY_CODE_COUNT,
    maxItems: RECOVERY_CODE_COUNT,
    description: 'Shown this once; each works once in place of a code',
  }),
});
export type RecoveryCodes = Static<typeof RecoveryCodes>;

export const TwoFactorDisableRequest = Type.Object({ password: Text(256), code: Code });
export type TwoFactorDisableRequest = Static<typeof TwoFactorDisableRequest>;

export const SecuritySettings = Type.Object({
  two_factor_required: Type.Boolean({
    description: 'Owners and anyone who can refund or export must sign in with two-factor',
  }),
});
export type SecuritySettings = Static<typeof SecuritySettings>;
