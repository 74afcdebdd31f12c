import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { ActivityParams } from './repository.ts';

/** What the log keeps of a secret: that there was one, never its value. */
export const MASK = '••••';

/**
 * A word of a field's name that says it holds a secret: passwords, secrets, tokens, keys, codes
 * (one-time, recovery), PINs, OTPs. Broad on purpose: masking a harmless field costs one
 * unreadable value in the log; missing a secret puts it in every backup of the database.
 * Words, not substrings, so "shipping" is not a PIN.
 */
const SECRET_WORD =
  /^(pass\w*|secrets?|tokens?|keys?|apikeys?|codes?|pins?|otp|totp|credentials?|hash(es)?|recovery)$/i;

/** True when a word of `name` (snake_case, kebab-case, camelCase) names a secret. */
export const isSecretName = (name: string): boolean =>
  name.split(/[_\-\s.]+|(?<=[a-z])(?=[A-Z])/).some((word) => SECRET_WORD.test(word));

/** A value a secret field held: nothing stays nothing (an added or removed secret still shows). */
const masked = (value: unknown) => (value === null || value === undefined ? value : MASK);

function maskValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [
      name,
      isSecretName(name) ? masked(inner) : maskValue(inner),
    ]),
  );
}

const maskChange = (change: ActivityChange): ActivityChange =>
  isSecretName(change.field)
    ? { field: change.field, before: masked(change.before), after: masked(change.after) }
    : { field: change.field, before: maskValue(change.before), after: maskValue(change.after) };

/** An entry's params as the log may keep them: every secret replaced by MASK, wherever it sits. */
export function maskSecrets(params: ActivityParams): ActivityParams {
  const { changes, ...rest } = params;
  const kept = maskValue(rest) as ActivityParams;
  return changes ? { ...kept, changes: changes.map(maskChange) } : kept;
}
