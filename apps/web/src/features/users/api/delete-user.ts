import { deletedResponseSchema } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { userKeys } from './user-query-keys';

/**
 * `DELETE /admin/user/:id`: a soft delete; the user's sessions end at once.
 * 409 `USER:CANT_DELETE_YOURSELF`.
 */
export async function deleteUser(id: number): Promise<void> {
  await request(`/admin/user/${id}`, { method: 'DELETE', schema: deletedResponseSchema });
}

/** `001 §4`: deleting a user reloads the list (also after a failure: it may be gone already). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: (_result, _error, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.all }),
      ]);
    },
  });
}
