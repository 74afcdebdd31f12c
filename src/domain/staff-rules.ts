/**
 * What a staff member's username may be (issue 18), judged the same by the invite form and by
 * the API's schema (src/domain/contracts/staff.ts): letters, digits and @ . + - _ , what a
 * person types at the login form with nothing to trim or confuse.
 */
export const USERNAME_PATTERN = '^[A-Za-z0-9@.+_-]+$';
export const USERNAME_MAX_LENGTH = 150;

const USERNAME = new RegExp(USERNAME_PATTERN);

/** True for a username as typed; callers trim what people type. */
export function isUsername(text: string): boolean {
  return text.length > 0 && text.length <= USERNAME_MAX_LENGTH && USERNAME.test(text);
}

/** A staff member is active, or deactivated by an owner (no token of theirs is accepted). */
export const STAFF_STATUSES = ['active', 'inactive'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
