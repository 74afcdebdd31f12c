/**
 * Addresses a merchant gives for customers to follow (website, social profiles, the header
 * image's link). They are drawn as links on customer pages, so a `javascript:`, `data:` or
 * `vbscript:` address would run in the customer's page, and a scheme-relative `//host` or a
 * relative path would point wherever the page happens to be. Only absolute http and https
 * addresses with a host pass; the form and the server apply this one rule.
 */

/** Longer addresses are not typed by people; the cap keeps abuse of the storage small. */
export const LINK_MAX_LENGTH = 2048;

/** Why an address is refused: a scheme other than http(s), or not a whole address at all. */
export type LinkProblem = 'scheme' | 'malformed' | 'too_long';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const isSpaceOrControl = (char: string) => /\s/.test(char) || char.charCodeAt(0) < 0x20 || char === '\x7f';

/** Null when `value` (already trimmed) is an address customers may be sent to. */
export function linkProblem(value: string): LinkProblem | null {
  if (value.length > LINK_MAX_LENGTH) return 'too_long';
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return 'scheme';
  // Spaces and control characters are not part of an address; URL() would quietly drop some.
  if (scheme === undefined || [...value].some(isSpaceOrControl)) return 'malformed';
  try {
    const url = new URL(value);
    return url.hostname && value.slice(scheme.length + 1).startsWith('//') ? null : 'malformed';
  } catch {
    return 'malformed';
  }
}
