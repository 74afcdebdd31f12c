import { useQueryClient } from '@tanstack/react-query';
import { adminLogKeys, roleKeys, staffKeys, userKeys } from '@/lib/query-keys/staff';

/**
 * After any change to a member: every list page, the roles' member counts, the signed-in user's
 * own details (names, email), and the Admin log, which records the change.
 */
export function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.all }),
      queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      queryClient.invalidateQueries({ queryKey: userKeys.details() }),
      queryClient.invalidateQueries({ queryKey: adminLogKeys.all }),
    ]);
}
