import { checkPassword, type PasswordOwner } from '../../../src/domain/password-rules.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';

/** The domain rules as translatable messages (all failing rules, so the user fixes them at once). */
function passwordRuleErrors(password: string, owner: PasswordOwner, common: ReadonlySet<string>): Msg[] {
  return checkPassword(password, owner, (candidate) => common.has(candidate)).map((rule) =>
    msg(`password.${rule}`),
  );
}

/**
 * A new password and its confirmation (whose field each form names its own way): every
 * failing rule and a mismatch are answered together (400).
 */
export function checkNewPassword(
  password: string,
  confirmation: { field: string; value: string },
  owner: PasswordOwner,
  common: ReadonlySet<string>,
): void {
  const fields: Record<string, Msg[]> = {};
  const ruleErrors = passwordRuleErrors(password, owner, common);
  if (ruleErrors.length) fields.new_password = ruleErrors;
  if (password !== confirmation.value) fields[confirmation.field] = [msg('auth.password_mismatch')];
  if (Object.keys(fields).length) throw fieldErrors(fields);
}
