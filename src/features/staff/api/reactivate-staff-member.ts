import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '@/domain/contracts/staff';
import { apiRequest } from '@/lib/api-client';
import { STAFF } from './get-staff';
import { useInvalidateStaff } from './use-invalidate-staff';

/** They can sign in again (their old sessions stay ended). */
export const reactivateStaffMember = (id: number) =>
  apiRequest<StaffMember>(`${STAFF}/${id}/reactivate`, { method: 'POST' });

export function useReactivateStaffMember() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: reactivateStaffMember, onSuccess: () => invalidate() });
}
