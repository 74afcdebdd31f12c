import { useMutation } from '@tanstack/react-query';
import type { Role, RoleCreateRequest, RoleEditRequest } from '@/domain/contracts/roles';
import { apiRequest } from '@/lib/api-client';
import { ROLES } from '@/lib/roles-query';
import { useInvalidateRoles } from './use-invalidate-roles';

export const createRole = (body: RoleCreateRequest) => apiRequest<Role>(ROLES, { method: 'POST', body });
export const editRole = (id: number, body: RoleEditRequest) =>
  apiRequest<Role>(`${ROLES}/${id}`, { method: 'PATCH', body });

/** Creates a custom role, or changes the one given; the lists refresh once the server has it. */
export function useSaveRole(id: number | null) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (body: RoleCreateRequest) => (id === null ? createRole(body) : editRole(id, body)),
    onSuccess: () => invalidate(),
  });
}
