import { menuItemSchema, type MenuItem, type UpdateMenuItem } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { menuItemKeys } from './menu-item-query-keys';

/**
 * `PUT /admin/menu/:id` with the fields and the loaded `version` → the saved item;
 * 409 `MENU:STALE_WRITE`, 400 `MENU:PARENT_CREATES_CYCLE` (context `parent`).
 */
export async function updateMenuItem(id: number, body: UpdateMenuItem): Promise<MenuItem> {
  const { data } = await request(`/admin/menu/${id}`, {
    method: 'PUT',
    body,
    schema: menuItemSchema,
  });
  return data;
}

export function useUpdateMenuItem(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMenuItem) => updateMenuItem(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(menuItemKeys.detail(id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: menuItemKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: menuItemKeys.tree() }),
      ]);
    },
  });
}
