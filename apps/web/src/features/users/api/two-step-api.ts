import type {
  RecoveryCodesResponse,
  SecondFactorCode,
  TotpEnrolment,
  TwoStepStatus,
} from '@backoffice/contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

/** The signed-in user's own second factor (REQ-MFA-1, REQ-MFA-2): `/user/me/two-step`. */
const BASE = '/user/me/two-step';
export const twoStepKey = ['user', 'me', 'two-step'] as const;

export function useTwoStepStatus() {
  return useQuery({
    queryKey: twoStepKey,
    queryFn: async ({ signal }) => (await request<TwoStepStatus>(BASE, { signal })).data,
  });
}

/** Starts enrolment: the only answer with the secret, kept in the screen's state, never cached. */
export function useStartTotp() {
  return useMutation({
    mutationFn: async (): Promise<TotpEnrolment> =>
      (await request<TotpEnrolment>(`${BASE}/totp`, { method: 'POST' })).data,
  });
}

function useCodeAction<Result>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SecondFactorCode): Promise<Result> =>
      (await request<Result>(`${BASE}${path}`, { method: 'POST', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepKey }),
  });
}

/** The first code turns TOTP on; the answer's recovery codes are shown once. */
export const useConfirmTotp = () => useCodeAction<RecoveryCodesResponse>('/totp/confirm');
export const useRegenerateRecoveryCodes = () =>
  useCodeAction<RecoveryCodesResponse>('/recovery-codes');
export const useDisableTotp = () => useCodeAction<{ success: true }>('/totp/disable');
