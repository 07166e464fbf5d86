import { deletedResponseSchema } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { permissionAreaKeys } from './permission-query-keys';

/**
 * `DELETE /admin/permission/:id`; 409 `PERMISSION:PERMISSION_IS_IN_USE` while a role or a user
 * holds it, `PERMISSION:BUILT_IN_PERMISSION` for a built-in one.
 */
export async function deletePermission(id: number): Promise<void> {
  await request(`/admin/permission/${id}`, { method: 'DELETE', schema: deletedResponseSchema });
}

/** `001 §4`: deleting a permission reloads the list. */
export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    onSettled: (_result, _error, id) => {
      queryClient.removeQueries({ queryKey: permissionAreaKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionAreaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.permissionCatalogue() }),
      ]);
    },
  });
}
