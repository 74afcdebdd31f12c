import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, UserDetails } from '@/domain/contracts/users';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys/staff';

export const updateUser = (id: number, body: UpdateUserRequest) =>
  apiRequest<UserDetails>(`/user/update-user/${id}`, { method: 'PATCH', body });

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => updateUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.details(), user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
