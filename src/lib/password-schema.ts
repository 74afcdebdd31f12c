import * as yup from 'yup';
import { checkPassword, type PasswordOwner } from '@/domain/password-rules';
import type { TFunction } from '@/lib/i18n-runtime';

/**
 * A new password checked with the shared rules of src/domain/password-rules.ts before the
 * server sees it. The common-password list stays on the server, so that rule is never
 * flagged here. The account is known (`owner`) or, on a form that asks for the username,
 * read from a sibling field.
 */
export const newPasswordRule = (
  t: TFunction,
  known: { owner?: PasswordOwner; usernameField?: string } = {},
) =>
  yup
    .string()
    .required(t('errors:required'))
    .test('password-rules', '', function check(value) {
      const owner = known.usernameField
        ? { username: (this.parent as Record<string, string | undefined>)[known.usernameField] }
        : (known.owner ?? {});
      const failures = checkPassword(value ?? '', owner, () => false);
      if (failures.length === 0) return true;
      return this.createError({
        message: failures.map((rule) => t(`password:errors.${rule}`)).join(' '),
      });
    });
