import { createdResponseSchema, type PermissionInput } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { permissionAreaKeys } from './permission-query-keys';

/**
 * `POST /admin/permission` with `{data: {name, description}}` → 201 `{id}`;
 * 409 `PERMISSION:NOT_UNIQUE_NAME` (name), 400 `INVALID` (not `admin:area:action`).
 */
export async function createPermission(input: PermissionInput): Promise<{ id: number }> {
  const { data } = await request('/admin/permission', {
    method: 'POST',
    body: { data: input },
    schema: createdResponseSchema,
  });
  return data;
}

export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPermission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionAreaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.permissionCatalogue() }),
      ]),
  });
}
