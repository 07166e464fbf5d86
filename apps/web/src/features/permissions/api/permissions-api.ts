import { permissionsPaths } from '@backoffice/contract';
import type { Permission, PermissionInput } from '@backoffice/contract/roles';
import { createCrudResource } from '../../../shared/api/crud-resource';

export interface UpdatePermissionBody {
  data: PermissionInput;
  version: number;
}

/**
 * `/admin/permission` (REQ-PERMISSION-3): update with `{data, version}`; 409
 * `PERMISSION:STALE_WRITE`, `PERMISSION:NOT_UNIQUE_NAME`; a built-in one cannot be renamed or
 * deleted (`PERMISSION:BUILT_IN_PERMISSION`), one still held cannot be deleted
 * (`PERMISSION:PERMISSION_IS_IN_USE`).
 */
export const permissionsApi = createCrudResource<
  Permission,
  Permission,
  PermissionInput,
  UpdatePermissionBody
>({
  path: permissionsPaths.api,
  key: 'permission-records',
  tag: 'permission',
});
