import { successResponseSchema } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

/** `GET /user/reset-password?token=` → success, or 400 RESET_TOKEN_NOT_VALID / TOKEN_EXPIRED. */
export async function validateResetToken(token: string, signal?: AbortSignal): Promise<true> {
  await request('/user/reset-password', {
    auth: false,
    query: { token },
    schema: successResponseSchema,
    signal,
  });
  return true;
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reset-password-token', token] as const,
    queryFn: ({ signal }) => validateResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useValidateResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
