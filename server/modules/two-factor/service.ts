import { randomBytes, randomInt } from 'node:crypto';
import type {
  RecoveryCodes,
  SecuritySettings,
  TwoFactorChallenge,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../src/domain/contracts/two-factor.ts';
import {
  mustUseTwoFactor,
  normaliseRecoveryCode,
  normaliseTotpCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  TOTP_CODE_PATTERN,
} from '../../../src/domain/two-factor-rules.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type { Clock } from '../../lib/clock.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { recordActivity } from '../activity/service.ts';
import { findUserById, type User } from '../users/service.ts';
import {
  claimStep,
  confirmedAmong,
  countChallengeFailure,
  countUnusedRecoveryCodes,
  deleteSecret,
  deleteUserChallenges,
  enrolmentState,
  findOpenChallenge,
  findSecret,
  findTwoFactorRequired,
  insertChallenge,
  markConfirmed,
  replaceRecoveryCodes,
  savePendingSecret,
  setTwoFactorRequired,
  spendChallenge,
  spendRecoveryCode,
} from './repository.ts';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.ts';

/** Long enough to find the phone and read a code; short enough that a stolen challenge goes stale. */
export const CHALLENGE_TTL_S = 300;
/** Wrong codes one challenge survives; the throttle counts them too, as failed sign-ins. */
export const CHALLENGE_MAX_FAILURES = 5;

const TOTP_CODE = new RegExp(TOTP_CODE_PATTERN);
const ISSUER = 'Gulf Pay';

/**
 * Whether the merchant requires a second factor of this user and they have none yet: then only
 * enrolment is open to them. Reads the database only for those the rule covers.
 */
export async function mustEnrolNow(db: DbHandle, user: User): Promise<boolean> {
  if (!mustUseTwoFactor(user)) return false;
  const { required, enrolled } = await enrolmentState(db, user.merchant_id, user.id);
  return required && !enrolled;
}

/** Which of these accounts have two-factor sign-in on (the staff list's column, in one query). */
export const withTwoFactor = (db: DbHandle, userIds: number[]) => confirmedAmong(db, userIds);

/**
 * Takes an account's second factor away without a code (an owner's reset for someone who lost
 * their phone and recovery codes): its secret, recovery codes and open sign-in challenges.
 * False, changing nothing, when it was not on.
 */
export async function removeSecondFactor(trx: DbHandle, userId: number): Promise<boolean> {
  const row = await findSecret(trx, userId);
  if (!row?.confirmed_at) return false;
  await deleteSecret(trx, userId);
  await deleteUserChallenges(trx, userId);
  return true;
}

/** A challenge as the sign-in step left it, with the account it belongs to. */
export interface OpenChallenge {
  id: number;
  user: User;
}

const wrongCode = () => fieldErrors({ code: [msg('two_factor.code_invalid')] });

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export class TwoFactorService {
  constructor(
    private readonly db: DbHandle,
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  async status(user: User): Promise<TwoFactorStatus> {
    const { required: merchantRequires, enrolled } = await enrolmentState(this.db, user.merchant_id, user.id);
    const required = merchantRequires && mustUseTwoFactor(user);
    return {
      enabled: enrolled,
      required,
      must_enrol: required && !enrolled,
      recovery_codes_left: enrolled ? await countUnusedRecoveryCodes(this.db, user.id) : 0,
    };
  }

  /** A new secret to add to an app; it counts only once confirmed with a code. 409 when already on. */
  async beginSetup(user: User): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    const saved = await inTransaction(this.db, (trx) =>
      savePendingSecret(trx, user.id, this.box.seal(secret)),
    );
    if (!saved) throw messageError(409, 'two_factor.already_enabled');
    return { secret, otpauth_uri: otpauthUri(secret, ISSUER, user.username) };
  }

  /** Turns it on with a code from the app just set up; answers the recovery codes, shown this once. */
  async confirm(user: User, code: string): Promise<RecoveryCodes> {
    return inTransaction(this.db, async (trx) => {
      const row = await findSecret(trx, user.id);
      if (!row) throw messageError(409, 'two_factor.setup_first');
      if (row.confirmed_at) throw messageError(409, 'two_factor.already_enabled');
      if (!(await this.acceptTotp(trx, user.id, row.secret, code))) throw wrongCode();
      await markConfirmed(trx, user.id);
      await this.record(trx, user, 'activity.two_factor_enabled');
      return this.issueRecoveryCodes(trx, user.id);
    });
  }

  /** New recovery codes for a code from the app; the old ones stop working. */
  async regenerateRecoveryCodes(user: User, code: string): Promise<RecoveryCodes> {
    return inTransaction(this.db, async (trx) => {
      const row = await this.confirmedSecret(trx, user.id);
      if (!(await this.acceptTotp(trx, user.id, row.secret, code))) throw wrongCode();
      await this.record(trx, user, 'activity.two_factor_recovery_codes');
      return this.issueRecoveryCodes(trx, user.id);
    });
  }

  /** Turns it off with a code (or a recovery code); the caller has checked the password. */
  async disable(user: User, code: string): Promise<void> {
    const accepted = await inTransaction(this.db, async (trx) => {
      const row = await this.confirmedSecret(trx, user.id);
      if (!(await this.acceptFactor(trx, user.id, row.secret, code))) return false;
      await deleteSecret(trx, user.id);
      await deleteUserChallenges(trx, user.id);
      await this.record(trx, user, 'activity.two_factor_disabled');
      return true;
    });
    if (!accepted) throw wrongCode();
  }

  /** After a right password: a challenge when the account has a second factor, else null (sign in at once). */
  async challengeFor(user: User): Promise<TwoFactorChallenge | null> {
    const row = await findSecret(this.db, user.id);
    if (!row?.confirmed_at) return null;
    const challenge = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + CHALLENGE_TTL_S * 1000);
    await insertChallenge(this.db, {
      userId: user.id,
      tokenHash: this.box.fingerprint(challenge),
      expiresAt,
    });
    return { two_factor_required: true, challenge, expires_in: CHALLENGE_TTL_S };
  }

  /** The challenge if it is still open and its account still active, else 400: sign in again. */
  async openChallenge(token: string): Promise<OpenChallenge> {
    const row = await findOpenChallenge(
      this.db,
      this.box.fingerprint(token),
      this.clock.now(),
      CHALLENGE_MAX_FAILURES,
    );
    const user = row ? await findUserById(this.db, row.user_id) : undefined;
    if (!row || !user?.is_active) throw messageError(400, 'two_factor.challenge_invalid');
    return { id: row.id, user };
  }

  /**
   * Judges the second factor; a wrong one counts against the challenge (the caller throttles it
   * as a sign-in). A right one uses the challenge up: the caller then opens the session.
   */
  async completeSignIn(challenge: OpenChallenge, code: string): Promise<User> {
    const { id, user } = challenge;
    const outcome = await inTransaction(this.db, async (trx) => {
      const row = await this.confirmedSecret(trx, user.id);
      if (!(await this.acceptFactor(trx, user.id, row.secret, code))) return 'wrong';
      return (await spendChallenge(trx, id)) ? 'signed-in' : 'used';
    });
    if (outcome === 'used') throw messageError(400, 'two_factor.challenge_invalid');
    if (outcome === 'wrong') {
      // Outside the transaction above, which a wrong code leaves with nothing to commit.
      await countChallengeFailure(this.db, id);
      throw wrongCode();
    }
    return user;
  }

  async securitySettings(merchantId: number): Promise<SecuritySettings> {
    return { two_factor_required: await findTwoFactorRequired(this.db, merchantId) };
  }

  /**
   * An owner's choice, logged with before and after. Turning it on needs the owner's own second
   * factor first: the requirement covers them too, and would otherwise stop them mid-task.
   */
  async updateSecuritySettings(owner: User, settings: SecuritySettings): Promise<SecuritySettings> {
    const required = settings.two_factor_required;
    if (required && !(await enrolmentState(this.db, owner.merchant_id, owner.id)).enrolled) {
      throw messageError(409, 'two_factor.enable_yourself_first');
    }
    await inTransaction(this.db, async (trx) => {
      const before = await setTwoFactorRequired(trx, owner.merchant_id, required);
      if (before === required) return;
      await recordActivity(trx, {
        merchantId: owner.merchant_id,
        actor: owner.username,
        action: required
          ? 'activity.settings_two_factor_required_on'
          : 'activity.settings_two_factor_required_off',
        plugin: null,
        params: { changes: [{ field: 'two_factor_required', before, after: required }] },
      });
    });
    return { two_factor_required: required };
  }

  private async confirmedSecret(trx: DbHandle, userId: number) {
    const row = await findSecret(trx, userId);
    if (!row?.confirmed_at) throw messageError(409, 'two_factor.not_enabled');
    return row;
  }

  /** A code of the app, once per time step (a replayed code is refused like a wrong one). */
  private async acceptTotp(trx: DbHandle, userId: number, sealed: string, typed: string): Promise<boolean> {
    const code = normaliseTotpCode(typed);
    if (!TOTP_CODE.test(code)) return false;
    const step = matchingStep(this.box.open(sealed), code, this.clock.now().getTime());
    return step !== null && claimStep(trx, userId, step);
  }

  /** A code of the app, or an unused recovery code, which this uses up. */
  private async acceptFactor(trx: DbHandle, userId: number, sealed: string, typed: string): Promise<boolean> {
    if (TOTP_CODE.test(normaliseTotpCode(typed))) return this.acceptTotp(trx, userId, sealed, typed);
    return spendRecoveryCode(trx, userId, this.box.fingerprint(normaliseRecoveryCode(typed)));
  }

  private async issueRecoveryCodes(trx: DbHandle, userId: number): Promise<RecoveryCodes> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(
      trx,
      userId,
      codes.map((code) => this.box.fingerprint(normaliseRecoveryCode(code))),
    );
    return { recovery_codes: codes };
  }

  private record(trx: DbHandle, user: User, action: string) {
    return recordActivity(trx, { merchantId: user.merchant_id, actor: user.username, action, plugin: null });
  }
}
