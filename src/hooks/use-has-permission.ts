import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@/domain/permissions';
import { userDetailsQuery } from '@/lib/shared-queries';

/** Whether the signed-in member holds `name`: for showing what the server would allow anyway. */
export function useHasPermission(name: string): boolean {
  const user = useQuery(userDetailsQuery()).data;
  return Boolean(user && hasPermission(user, name));
}
