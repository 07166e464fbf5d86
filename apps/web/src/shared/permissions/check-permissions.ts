import { permissionCheckResponseSchema, type PermissionCheckResult } from '@backoffice/contract';
import { request } from '../api/request';

export const PERMISSION_CHECK_PATH = '/admin/user/me/permission-check';

/** `GET /admin/user/me/permission-check?permissions[]=…` → `[{permission, isPermitted}]`. */
export async function checkPermissions(
  names: readonly string[],
  signal?: AbortSignal,
): Promise<PermissionCheckResult> {
  const { data } = await request(PERMISSION_CHECK_PATH, {
    query: { permissions: [...names] },
    schema: permissionCheckResponseSchema,
    signal,
  });
  return data;
}
