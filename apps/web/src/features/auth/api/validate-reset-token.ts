import { useAsyncValue } from '../../../shared/api/use-async-action';
import { request } from '../../../shared/api/request';

/** `GET /user/reset-password?token=` → success, or 400 RESET_TOKEN_NOT_VALID / TOKEN_EXPIRED. */
export async function validateResetToken(token: string, signal?: AbortSignal): Promise<true> {
  await request('/user/reset-password', {
    auth: false,
    query: { token },
    signal,
  });
  return true;
}

export function useValidateResetToken(token: string) {
  return useAsyncValue(token, (signal) => validateResetToken(token, signal));
}
