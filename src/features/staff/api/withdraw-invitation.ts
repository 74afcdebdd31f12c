import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { STAFF } from './get-staff';
import { useInvalidateStaff } from './use-invalidate-staff';

/** Removes an invitee's account and their link; 409 once they have chosen a password. */
export const withdrawInvitation = (id: number) =>
  apiRequest<{ message: string }>(`${STAFF}/${id}/withdraw-invitation`, { method: 'POST' });

export function useWithdrawInvitation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: withdrawInvitation, onSuccess: () => invalidate() });
}
