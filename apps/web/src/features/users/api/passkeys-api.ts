import type { Passkey, PasskeyList, SecondFactorCode } from '@backoffice/contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { answerWithPasskey, createPasskey } from '../../../shared/auth/passkey';

/** The signed-in user's own passkeys (REQ-MFA-6, REQ-MFA-8): `/user/me/two-step/passkeys`. */
const BASE = '/user/me/two-step/passkeys';
export const passkeysKey = ['user', 'me', 'two-step', 'passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async ({ signal }) => (await request<PasskeyList>(BASE, { signal })).data.items,
  });
}

function useInvalidatingMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/** Options from the server, a new credential from the browser, verified and named. */
export const useAddPasskey = () =>
  useInvalidatingMutation(async ({ name }: { name: string }) => {
    const options = (await request<unknown>(`${BASE}/options`, { method: 'POST' })).data;
    const response = await createPasskey(options);
    return (await request<Passkey>(BASE, { method: 'POST', body: { name, response } })).data;
  });

export const useRenamePasskey = () =>
  useInvalidatingMutation(async ({ id, name }: { id: number; name: string }) => {
    await request(`${BASE}/${id}`, { method: 'PATCH', body: { name } });
  });

/**
 * Removes a passkey after a fresh check: the typed code, or (without one) a passkey's answer to
 * a new challenge from the user's own page.
 */
export const useRemovePasskey = () =>
  useInvalidatingMutation(async ({ id, code }: { id: number; code?: string }) => {
    let body: SecondFactorCode;
    if (code) {
      body = { code };
    } else {
      const options = (await request<unknown>(`${BASE}/check-options`, { method: 'POST' })).data;
      body = { passkey: (await answerWithPasskey(options)) as SecondFactorCode['passkey'] };
    }
    await request(`${BASE}/${id}/remove`, { method: 'POST', body });
  });
