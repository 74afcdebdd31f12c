import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '@/domain/contracts/staff';
import { apiRequest } from '@/lib/api-client';
import { STAFF } from './get-staff';
import { useInvalidateStaff } from './use-invalidate-staff';

/** Takes away a member's second factor and ends their sessions; 409 for oneself or when it is off. */
export const resetStaffTwoFactor = (id: number) =>
  apiRequest<StaffMember>(`${STAFF}/${id}/two-factor/reset`, { method: 'POST' });

export function useResetStaffTwoFactor() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: resetStaffTwoFactor, onSuccess: () => invalidate() });
}
