import { useMutation } from '@tanstack/react-query';
import type { StaffInviteRequest, StaffMember } from '@/domain/contracts/staff';
import { apiRequest } from '@/lib/api-client';
import { STAFF } from './get-staff';
import { useInvalidateStaff } from './use-invalidate-staff';

/** A new account with no password: the server emails the invitee a link to choose one. */
export const inviteStaffMember = (body: StaffInviteRequest) =>
  apiRequest<StaffMember>(`${STAFF}/invite`, { method: 'POST', body });

export function useInviteStaffMember() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: inviteStaffMember, onSuccess: () => invalidate() });
}
