import type {
  SecondFactor,
  StepUpRequest,
  StepUpResponse,
  TwoStepStatus,
} from '@backoffice/contract/auth';
import { request } from '../../../shared/api/request';

/** `POST /user/me/step-up` (REQ-STEP-4): a code, a recovery code, a passkey, or the password. */
export async function stepUp(body: StepUpRequest): Promise<StepUpResponse> {
  return (await request<StepUpResponse>('/user/me/step-up', { method: 'POST', body })).data;
}

/** The second factors of the signed-in user: the dialog asks for one, or (none) the password. */
export async function secondFactors(signal?: AbortSignal): Promise<SecondFactor[]> {
  const { data } = await request<TwoStepStatus>('/user/me/two-step', { signal });
  return data.factors;
}

/** A passkey challenge for a fresh check (`/user/me/two-step/passkeys/check-options`). */
export async function checkPasskeyOptions(): Promise<unknown> {
  return (await request<unknown>('/user/me/two-step/passkeys/check-options', { method: 'POST' }))
    .data;
}
