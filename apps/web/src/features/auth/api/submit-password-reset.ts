import type { SubmitReset } from '@backoffice/contract/auth';
import { useAsyncAction } from '../../../shared/api/use-async-action';
import { request } from '../../../shared/api/request';

/**
 * `POST /user/reset-password` with `{token, newPassword, repeatPassword}` (REQ-AUTH-4,
 * REQ-AUTH-5; the server tells it from the reset request by its body). Used by both reset-password
 * and set-password.
 */
export async function submitPasswordReset(payload: SubmitReset): Promise<void> {
  await request('/user/reset-password', {
    method: 'POST',
    auth: false,
    body: payload,
  });
}

export function useSubmitPasswordReset() {
  return useAsyncAction(submitPasswordReset);
}
