import { createdResponseSchema, type RoleInput } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessKeys } from '../../../shared/access/access-query-keys';
import { request } from '../../../shared/api/request';
import { roleKeys } from './role-query-keys';

/** `POST /admin/role` with `{data: {name, description}}` → 201 `{id}`; 409 `ROLE:NOT_UNIQUE_NAME`. */
export async function createRole(input: RoleInput): Promise<{ id: number }> {
  const { data } = await request('/admin/role', {
    method: 'POST',
    body: { data: input },
    schema: createdResponseSchema,
  });
  return data;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accessKeys.roleCatalogue() }),
      ]),
  });
}
