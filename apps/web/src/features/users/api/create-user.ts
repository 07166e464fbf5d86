import { createdResponseSchema, type UserFields } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { userKeys } from './user-query-keys';

/** The set-password page of this app; the server mails the link with the token in it. */
export function resetPasswordUrlPattern(origin = window.location.origin): string {
  return `${origin}/set-password/:resetPasswordToken`;
}

/**
 * `POST /admin/user` with `{data, resetPasswordUrlPattern}` → 201 `{id}`; the account has no
 * password until its owner sets one from the mailed link. 409 `USER:NOT_UNIQUE_USER` (email),
 * 403 `USER:ONLY_SUPER_ADMIN` (isAdmin).
 */
export async function createUser(fields: UserFields): Promise<{ id: number }> {
  const { data } = await request('/admin/user', {
    method: 'POST',
    body: { data: fields, resetPasswordUrlPattern: resetPasswordUrlPattern() },
    schema: createdResponseSchema,
  });
  return data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.adminUsers() }),
      ]),
  });
}
