import { createdResponseSchema, type MenuItemInput } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { menuItemKeys } from './menu-item-query-keys';

/** `POST /admin/menu` with `{data}` → 201 `{id}`. */
export async function createMenuItem(input: MenuItemInput): Promise<{ id: number }> {
  const { data } = await request('/admin/menu', {
    method: 'POST',
    body: { data: input },
    schema: createdResponseSchema,
  });
  return data;
}

export function useCreateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenuItem,
    // the lists and the tree
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuItemKeys.all }),
  });
}
