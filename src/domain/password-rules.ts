/**
 * Password rules of SPEC 2.3, shared by the server (which enforces them) and the PWA
 * (which shows them early). The common-password list is passed in as a predicate so the
 * browser never has to download it. Messages live in locales (server.json `password.<rule>`,
 * password.json `errors.<rule>`), one per rule id.
 */

export const PASSWORD_MIN_LENGTH = 8;
/**
 * A username or email local part shorter than this is not looked for: a one- or two-letter
 * name ("al", "k") would forbid every password that happens to contain those letters.
 */
export const ACCOUNT_NAME_MIN_LENGTH = 3;
/** First and last names, and the words of a longer name, are looked for from this length (issue 12). */
export const PERSON_NAME_MIN_LENGTH = 4;

export const PASSWORD_RULES = [
  'too_short',
  'too_similar_username',
  'too_similar_email',
  'too_similar_name',
  'too_common',
  'entirely_numeric',
  'no_special',
  'no_digit',
  'no_uppercase',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** Look-alike characters people put in place of letters; `1` stands for both `l` and `i`. */
const SUBSTITUTES: Readonly<Record<string, readonly string[]>> = {
  '0': ['o'],
  '1': ['l', 'i'],
  '3': ['e'],
  '4': ['a'],
  '@': ['a'],
  '5': ['s'],
  $: ['s'],
  '7': ['t'],
};

/** Case-folded code points; NFKC first so full-width and compatibility forms fold alike. */
const fold = (value: string): string[] => Array.from(value.normalize('NFKC').toLowerCase());

function sameLetter(a: string, b: string): boolean {
  return a === b || Boolean(SUBSTITUTES[a]?.includes(b)) || Boolean(SUBSTITUTES[b]?.includes(a));
}

/** Whether `haystack` contains `needle`, a substituted character counting as the letter it imitates. */
function containsLookAlike(haystack: string[], needle: string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((ch, i) => sameLetter(haystack[start + i] as string, ch))) return true;
  }
  return false;
}

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * What a password must not contain for one piece of personal information: the whole value
 * (from `wholeMin` characters), the value without its separators ("al sabah" → "alsabah"),
 * and each of its words of PERSON_NAME_MIN_LENGTH or more ("khalid.alsabah" → "khalid").
 */
function needlesOf(value: string | null | undefined, wholeMin: number): string[][] {
  if (!value) return [];
  const folded = fold(value.trim()).join('');
  const words = folded.split(WORD_SEPARATORS).filter((word) => word.length > 0);
  const candidates = [
    ...[folded, words.join('')].filter((whole) => Array.from(whole).length >= wholeMin),
    ...words.filter((word) => Array.from(word).length >= PERSON_NAME_MIN_LENGTH),
  ];
  return [...new Set(candidates)].map((candidate) => Array.from(candidate));
}

/** Refused if the password contains any of the values, forwards or reversed, also with look-alikes undone. */
function containsPersonal(password: string[], values: (string | null | undefined)[], wholeMin: number) {
  return values
    .flatMap((value) => needlesOf(value, wholeMin))
    .some(
      (needle) => containsLookAlike(password, needle) || containsLookAlike(password, [...needle].reverse()),
    );
}

/** `1` is read once as `l` and once as `i`: each reading is a candidate. */
function undoSubstitutions(chars: string[]): string[] {
  return ['l', 'i'].map((one) =>
    chars.map((ch) => (ch === '1' ? one : (SUBSTITUTES[ch]?.[0] ?? ch))).join(''),
  );
}

/** Digits and symbols around a word: "password1!" → "password", "!!admin2026" → "admin". */
const stripEnds = (value: string): string => value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * The forms of a password looked up in the common list: as typed (case-folded), with digits
 * and symbols at either end removed, with look-alikes undone, and both. A derived form
 * shorter than PERSON_NAME_MIN_LENGTH is not looked up: the rest of the password is then
 * most of its strength, not a dictionary word.
 */
export function commonCandidates(password: string): string[] {
  const chars = fold(password);
  const folded = chars.join('');
  const stripped = stripEnds(folded);
  const derived = [
    stripped,
    ...undoSubstitutions(chars).flatMap((plain) => [plain, stripEnds(plain)]),
    ...undoSubstitutions(Array.from(stripped)),
  ].filter((candidate) => Array.from(candidate).length >= PERSON_NAME_MIN_LENGTH);
  return [...new Set([folded, ...derived])];
}

/**
 * Every rule the password breaks, in a stable order (empty when it is acceptable).
 * `isCommon` receives each form of `commonCandidates` (lower case).
 */
export function checkPassword(
  password: string,
  owner: PasswordOwner,
  isCommon: (lowercaseCandidate: string) => boolean,
): PasswordRule[] {
  const failures: PasswordRule[] = [];
  const chars = fold(password);
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) failures.push('too_short');
  if (containsPersonal(chars, [owner.username], ACCOUNT_NAME_MIN_LENGTH)) {
    failures.push('too_similar_username');
  }
  const localPart = owner.email ? owner.email.slice(0, Math.max(0, owner.email.lastIndexOf('@'))) : '';
  if (containsPersonal(chars, [localPart], ACCOUNT_NAME_MIN_LENGTH)) failures.push('too_similar_email');
  if (containsPersonal(chars, [owner.first_name, owner.last_name], PERSON_NAME_MIN_LENGTH)) {
    failures.push('too_similar_name');
  }
  if (commonCandidates(password).some(isCommon)) failures.push('too_common');
  if (/^\d+$/.test(password)) failures.push('entirely_numeric');
  if (!/[^\p{L}\p{N}]/u.test(password)) failures.push('no_special');
  if (!/\p{Nd}/u.test(password)) failures.push('no_digit');
  if (!/\p{Lu}/u.test(password)) failures.push('no_uppercase');
  return failures;
}
