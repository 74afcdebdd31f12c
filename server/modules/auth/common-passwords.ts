import text from './common-passwords.txt?raw';

/**
 * The list of common passwords (lower case, one a line), generated once from
 * @zxcvbn-ts/language-common 4.1.3 and kept in the repository, so neither the package nor a
 * network is needed to check a password.
 */
export function loadCommonPasswords(): Set<string> {
  return new Set(text.split('\n').filter((line) => line.length > 0));
}
