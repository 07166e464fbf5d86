import { deletedResponseSchema } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { roleKeys } from './role-query-keys';

/** `DELETE /admin/role/:id`; 409 `ROLE:ROLE_IS_IN_USE` while users hold it. */
export async function deleteRole(id: number): Promise<void> {
  await request(`/admin/role/${id}`, { method: 'DELETE', schema: deletedResponseSchema });
}

/** `001 §4`: deleting a role goes to the roles list, which is re-fetched. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.roleCatalogue() }),
      ]),
  });
}
