import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '@/domain/contracts/staff';
import { apiRequest } from '@/lib/api-client';
import { STAFF } from './get-staff';
import { useInvalidateStaff } from './use-invalidate-staff';

/** Ends every session of theirs at once; the server refuses (409) the last active owner and oneself. */
export const deactivateStaffMember = (id: number) =>
  apiRequest<StaffMember>(`${STAFF}/${id}/deactivate`, { method: 'POST' });

export function useDeactivateStaffMember() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: deactivateStaffMember, onSuccess: () => invalidate() });
}
