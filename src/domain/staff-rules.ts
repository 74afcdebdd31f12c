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

/**
 * Where a staff member stands: active (has chosen a password), invited (yet to choose one, so
 * never signed in), or deactivated by an owner (no token of theirs is accepted), whether or not
 * they had accepted. Every member is in exactly one; the list's filter offers them in this order.
 */
export const STAFF_STATUSES = ['active', 'invited', 'inactive'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export function staffStatusOf(member: { is_active: boolean; invited: boolean }): StaffStatus {
  if (!member.is_active) return 'inactive';
  return member.invited ? 'invited' : 'active';
}
