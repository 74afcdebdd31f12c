import { useMutation } from '@tanstack/react-query';
import type { CodePairingRequest, CodePairingResponse } from '@/domain/contracts/merchant';
import { apiRequest } from '@/lib/api-client';

export const validatePairing = (body: CodePairingRequest) =>
  apiRequest<CodePairingResponse>('/plugins/code_pairing/validate', { method: 'POST', body });

export const useValidatePairing = () => useMutation({ mutationFn: validatePairing });
