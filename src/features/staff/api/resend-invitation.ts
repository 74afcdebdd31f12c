import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '@/domain/contracts/staff';
import { apiRequest } from '@/lib/api-client';
import { STAFF } from './get-staff';
import { useInvalidateStaff } from './use-invalidate-staff';

/** Emails an invitee a new link; the earlier ones stop working. 409 once they have chosen a password. */
export const resendInvitation = (id: number) =>
  apiRequest<StaffMember>(`${STAFF}/${id}/resend-invitation`, { method: 'POST' });

export function useResendInvitation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: resendInvitation, onSuccess: () => invalidate() });
}
