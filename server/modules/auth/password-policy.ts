import { checkPassword, type PasswordOwner } from '../../../src/domain/password-rules.ts';
import { type Msg, msg } from '../../lib/errors.ts';

/** The domain rules as translatable messages (all failing rules, so the user fixes them at once). */
export function passwordRuleErrors(
  password: string,
  owner: PasswordOwner,
  common: ReadonlySet<string>,
): Msg[] {
  return checkPassword(password, owner, (candidate) => common.has(candidate)).map((rule) =>
    msg(`password.${rule}`),
  );
}
