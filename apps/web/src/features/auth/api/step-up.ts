import type { StepUpRequest, StepUpResponse, TwoStepStatus } from '@backoffice/contract/auth';
import { request } from '../../../shared/api/request';

/** `POST /user/me/step-up` (REQ-STEP-4): a code, a recovery code, or the password. */
export async function stepUp(body: StepUpRequest): Promise<StepUpResponse> {
  return (await request<StepUpResponse>('/user/me/step-up', { method: 'POST', body })).data;
}

/** Whether the signed-in user has a second factor: the dialog asks for a code, else the password. */
export async function hasSecondFactor(signal?: AbortSignal): Promise<boolean> {
  const { data } = await request<TwoStepStatus>('/user/me/two-step', { signal });
  return data.totpEnabled;
}
