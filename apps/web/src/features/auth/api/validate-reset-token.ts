import type { ResetTokenInfo } from '@backoffice/contract/auth';
import { useAsyncValue } from '../../../shared/api/use-async-action';
import { request } from '../../../shared/api/request';

/**
 * `GET /user/reset-password?token=` → usable, and whether the account is an investor's (who signs
 * in on the investor site, `investorSiteUrl`); or 400 RESET_TOKEN_NOT_VALID / TOKEN_EXPIRED.
 */
export async function validateResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<ResetTokenInfo> {
  const { data } = await request<ResetTokenInfo>('/user/reset-password', {
    auth: false,
    query: { token },
    signal,
  });
  return data;
}

export function useValidateResetToken(token: string) {
  return useAsyncValue(token, (signal) => validateResetToken(token, signal));
}
