import type { ColumnType, Generated } from 'kysely';
import type { RolePreset } from '../../src/domain/roles.ts';
import type { Json, NullableTimestamp, Timestamp } from './column-types.ts';

export interface UsersTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  is_superuser: Generated<boolean>;
  /** False once an owner deactivates the account: no token of theirs is accepted. */
  is_active: Generated<boolean>;
  /** Access tokens issued up to this moment are refused (a deactivation ended every session). */
  sessions_ended_at: NullableTimestamp;
  /** Null while an invitee has not chosen a password yet (the invitation is still open). */
  password_set_at: NullableTimestamp;
  permissions: Json<string[]>;
  /** The role whose permissions `permissions` copies; null: individual permissions. */
  role_id: number | null;
  /** The language of the member's emails as chosen at invitation; null: the request's. */
  lang: 'en' | 'ar' | null;
  receive_order_notification: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface RolesTable {
  id: Generated<number>;
  merchant_id: number;
  /** A preset named by the locale, or null for a custom role (which has a name). */
  preset: RolePreset | null;
  name: string | null;
  permissions: Json<string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** An authenticator app's secret (encrypted); unconfirmed while its holder is setting it up. */
export interface TwoFactorSecretsTable {
  user_id: number;
  secret: string;
  confirmed_at: NullableTimestamp;
  /** bigint: read back as a string by node-postgres. */
  last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** Between a right password and the second factor: a token that works once, briefly. */
export interface SignInChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  failures: Generated<number>;
  used_at: NullableTimestamp;
}

/** A sign-in session (a signed-in device): `id` is its refresh-token family, the access token's `sid`. */
export interface UserSessionsTable {
  id: string;
  user_id: number;
  created_at: Generated<Date>;
  /** Moved by each refresh, and by requests at most once a minute. */
  last_used_at: Generated<Date>;
  user_agent: string | null;
  ip_address: string | null;
  /** Set once: every access token of the session is refused from then on. */
  ended_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** A throttle counter (server/modules/throttle/repository.ts). */
export interface ThrottleCountersTable {
  scope: string;
  kind: string;
  key: string;
  failures: number;
  window_started_at: Timestamp;
  last_at: Timestamp;
  next_allowed_at: Timestamp;
}
