import { useAsyncAction } from '../../../shared/api/use-async-action';
import { request } from '../../../shared/api/request';

/** The link the e-mail carries; the server puts the token in place of the placeholder. */
export function resetPasswordUrlPattern(origin: string = window.location.origin): string {
  return `${origin}/reset-password/:resetPasswordToken`;
}

/** `POST /user/reset-password` (REQ-AUTH-3). */
export async function requestPasswordReset(email: string): Promise<void> {
  await request('/user/reset-password', {
    method: 'POST',
    auth: false,
    body: { email, activationUrlPattern: resetPasswordUrlPattern() },
  });
}

export function useRequestPasswordReset() {
  return useAsyncAction(requestPasswordReset);
}
