import { useQueryClient } from '@tanstack/react-query';
import { roleKeys, staffKeys } from '@/lib/query-keys/staff';

/** After any change to a role: the roles, and the staff list, whose members' permissions follow theirs. */
export function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      queryClient.invalidateQueries({ queryKey: staffKeys.all }),
    ]);
}
