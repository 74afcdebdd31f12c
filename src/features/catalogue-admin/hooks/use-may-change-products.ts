import { useQuery } from '@tanstack/react-query';
import { hasPermission, PERMISSIONS } from '@/domain/permissions';
import { userDetailsQuery } from '@/lib/shared-queries';

/** Whether the signed-in member may change the catalogue (change_product); readers only read. */
export function useMayChangeProducts(): boolean {
  const user = useQuery(userDetailsQuery()).data;
  return Boolean(user && hasPermission(user, PERMISSIONS.changeProducts));
}
