import type { PermissionCheckResult } from '@backoffice/contract';
import { ApiRequestError } from '../api/api-request-error';
import { request } from '../api/request';
import { asPermissionCheck } from '../api/response-guards';

export const PERMISSION_CHECK_PATH = '/admin/user/me/permission-check';

/** `GET /admin/user/me/permission-check?permissions[]=…` → `[{permission, isPermitted}]`. */
export async function checkPermissions(
  names: readonly string[],
  signal?: AbortSignal,
): Promise<PermissionCheckResult> {
  const { data, status } = await request(PERMISSION_CHECK_PATH, {
    query: { permissions: [...names] },
    signal,
  });
  // checked by hand: this runs on the entry chunk, where zod would weigh on the payload budget
  const result = asPermissionCheck(data);
  if (!result)
    throw new ApiRequestError(
      status,
      [{ code: 'INVALID', message: 'Unexpected permission check answer' }],
      data,
    );
  return result;
}
