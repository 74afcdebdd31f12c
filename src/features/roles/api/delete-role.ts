import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@/domain/contracts/common';
import { apiRequest } from '@/lib/api-client';
import { ROLES } from '@/lib/roles-query';
import { useInvalidateRoles } from './use-invalidate-roles';

export const deleteRole = (id: number) => apiRequest<MessageResponse>(`${ROLES}/${id}`, { method: 'DELETE' });

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => invalidate() });
}
