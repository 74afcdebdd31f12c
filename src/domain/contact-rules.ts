/**
 * Contact rules (SPEC 5 "Enter valid email address", "Enter valid phone number"), applied by
 * every form and by the server; the server's JSON-schema `format: "email"` is bound to
 * `isEmail` too (server/plugins/validation.ts), so a form and the API never judge an address
 * differently. Numbers typed with a country picker also follow `phone-countries.ts`.
 */

/** RFC 5321's limit on a forward path; longer addresses cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;

// Local part: the RFC 5322 dot-atom characters, no leading, trailing or doubled dot. Domain:
// dot-separated labels of letters, digits and inner hyphens, ending in a top-level domain of
// two or more characters that starts with a letter ("a@b.c" and "a@1.22" are typing slips,
// "xn--" IDN domains pass). Quoted local parts and address literals are left out on purpose:
// customers do not have them, and mail servers that accept them are rarer still.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+${TOP}$`);

/** True for an address as typed, already trimmed; callers trim what people type. */
export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}

/** What people put between digits of a phone number (spaces, dashes, brackets, dots). */
export function compactPhone(text: string): string {
  return text.replace(/[\s\-().]/g, '');
}

/**
 * A phone number where no country is picked (the API, the dashboard's booking form): an
 * international number with its "+", or a local one, of 7 to 15 digits (E.164's longest).
 */
export function isPhoneNumber(text: string): boolean {
  return /^\+?\d{7,15}$/.test(compactPhone(text));
}
