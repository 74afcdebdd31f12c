import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@/domain/contracts/common';
import type { ChangePasswordRequest } from '@/domain/contracts/users';
import { apiRequest } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<MessageResponse>('/user/change_password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
