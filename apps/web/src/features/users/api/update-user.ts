import { userSchema, type UpdateUser, type User } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { currentUserQueryOptions } from '../../../shared/auth/current-user';
import { userKeys } from './user-query-keys';

/**
 * `PUT /admin/user/:id` with the fields and the loaded `version` → the saved user.
 * 409 `USER:STALE_WRITE`, `USER:NOT_UNIQUE_USER` (email), `USER:CANT_REMOVE_OWN_ACCESS`;
 * 403 `USER:ONLY_SUPER_ADMIN` (isAdmin).
 */
export async function updateUser(id: number, body: UpdateUser): Promise<User> {
  const { data } = await request(`/admin/user/${id}`, { method: 'PUT', body, schema: userSchema });
  return data;
}

/** `001 §4`: after editing a user the single user is replaced (and the lists re-fetched). */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUser) => updateUser(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.detail(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.adminUsers() }),
        // the viewer may have edited their own name
        queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
      ]);
    },
  });
}
