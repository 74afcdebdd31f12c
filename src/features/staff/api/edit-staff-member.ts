import { useMutation } from '@tanstack/react-query';
import type { StaffEditRequest, StaffMember } from '@/domain/contracts/staff';
import { apiRequest } from '@/lib/api-client';
import { STAFF } from './get-staff';
import { useInvalidateStaff } from './use-invalidate-staff';

export const editStaffMember = (id: number, body: StaffEditRequest) =>
  apiRequest<StaffMember>(`${STAFF}/${id}`, { method: 'PATCH', body });

export function useEditStaffMember(id: number) {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (body: StaffEditRequest) => editStaffMember(id, body),
    onSuccess: () => invalidate(),
  });
}
