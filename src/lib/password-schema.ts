import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { checkPassword } from '@/domain/password-rules';

/**
 * A new password checked with the shared rules of src/domain/password-rules.ts before the
 * server sees it. The common-password list stays on the server, so that rule is never
 * flagged here. The username is a fixed value or, on a form that asks for it, a sibling field.
 */
export const newPasswordRule = (t: TFunction, owner: { username?: string; usernameField?: string } = {}) =>
  yup
    .string()
    .required(t('errors:required'))
    .test('password-rules', '', function check(value) {
      const username = owner.usernameField
        ? (this.parent as Record<string, string | undefined>)[owner.usernameField]
        : owner.username;
      const failures = checkPassword(value ?? '', { username }, () => false);
      if (failures.length === 0) return true;
      return this.createError({
        message: failures.map((rule) => t(`password:errors.${rule}`)).join(' '),
      });
    });
