import type { StaffMember } from '@/domain/contracts/staff';

/** First and last name as written, or null when neither is set (the list shows a dash). */
export function fullName(member: Pick<StaffMember, 'first_name' | 'last_name'>): string | null {
  return [member.first_name, member.last_name].filter(Boolean).join(' ').trim() || null;
}

/** What dialogs and toasts call a member: their name, else their username. */
export const displayName = (member: StaffMember) => fullName(member) ?? member.username;
