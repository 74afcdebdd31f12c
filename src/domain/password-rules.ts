/**
 * Password rules of SPEC 2.3, shared by the server (which enforces them) and the PWA
 * (which may show them early). The common-password list is passed in so the browser
 * never has to download it.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Django's UserAttributeSimilarityValidator default. */
export const PASSWORD_MAX_SIMILARITY = 0.7;

export const PASSWORD_RULES = [
  'too_short',
  'too_similar_username',
  'too_similar_email',
  'too_common',
  'entirely_numeric',
  'no_special',
  'no_digit',
  'no_uppercase',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** English messages; the server and the PWA translate the same rule ids. */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  too_short: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  too_similar_username: 'The password is too similar to the username.',
  too_similar_email: 'The password is too similar to the email address.',
  too_common: 'This password is too common.',
  entirely_numeric: 'This password is entirely numeric.',
  no_special: 'The password must contain at least 1 special character.',
  no_digit: 'The password must contain at least 1 digit.',
  no_uppercase: 'The password must contain at least 1 uppercase letter.',
};

export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
}

/**
 * Python difflib's SequenceMatcher.quick_ratio, which Django uses: an upper bound on
 * similarity from the shared multiset of characters, 2*M/T.
 */
export function quickRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const ch of b) available.set(ch, (available.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = available.get(ch) ?? 0;
    if (left > 0) {
      matches += 1;
      available.set(ch, left - 1);
    }
  }
  return (2 * matches) / total;
}

/** Django skips a part much shorter than the password: it cannot be "too similar". */
function exceedsLengthRatio(password: string, part: string): boolean {
  const boundSimilarity = (PASSWORD_MAX_SIMILARITY / 2) * password.length;
  return password.length >= 10 * part.length && part.length < boundSimilarity;
}

export function isTooSimilar(password: string, value: string | null | undefined): boolean {
  if (!value) return false;
  const lowered = value.toLowerCase();
  const pwd = password.toLowerCase();
  const parts = [...lowered.split(/[^\p{L}\p{N}_]+/u), lowered].filter((part) => part.length > 0);
  return parts.some(
    (part) => !exceedsLengthRatio(pwd, part) && quickRatio(pwd, part) >= PASSWORD_MAX_SIMILARITY,
  );
}

/**
 * Every rule the password breaks, in a stable order (empty when it is acceptable).
 * `isCommon` receives the lower-cased password.
 */
export function checkPassword(
  password: string,
  owner: PasswordOwner,
  isCommon: (lowercasePassword: string) => boolean,
): PasswordRule[] {
  const failures: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) failures.push('too_short');
  if (isTooSimilar(password, owner.username)) failures.push('too_similar_username');
  else if (owner.email) {
    const localPart = owner.email.split('@')[0] ?? '';
    if (isTooSimilar(password, localPart) || isTooSimilar(password, owner.email)) {
      failures.push('too_similar_email');
    }
  }
  if (isCommon(password.trim().toLowerCase())) failures.push('too_common');
  if (/^\d+$/.test(password)) failures.push('entirely_numeric');
  if (!/[^\p{L}\p{N}]/u.test(password)) failures.push('no_special');
  if (!/\p{Nd}/u.test(password)) failures.push('no_digit');
  if (!/\p{Lu}/u.test(password)) failures.push('no_uppercase');
  return failures;
}
