import type { PendingApprovalAnswer } from '@backoffice/contract/approvals';
import type { ApiResponse } from '../../../shared/api/request';

/**
 * A money action's answer: the changed record, or (202) the approval it now waits for
 * (REQ-APPR-2): the screen says "sent for approval" instead of "done".
 */
export type MoneyAnswer<T> =
  { pending: false; value: T } | { pending: true; value: PendingApprovalAnswer };

export function answerOrPending<T>(answer: ApiResponse<T | PendingApprovalAnswer>): MoneyAnswer<T> {
  return answer.status === 202
    ? { pending: true, value: answer.data as PendingApprovalAnswer }
    : { pending: false, value: answer.data as T };
}
