import { deletedResponseSchema } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { menuItemKeys } from './menu-item-query-keys';

/** `DELETE /admin/menu/:id`: the item and all its children. */
export async function deleteMenuItem(id: number): Promise<void> {
  await request(`/admin/menu/${id}`, { method: 'DELETE', schema: deletedResponseSchema });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSettled: () => {
      // children went too: forget every cached item rather than guess which
      queryClient.removeQueries({ queryKey: ['menu-items', 'detail'] });
      return queryClient.invalidateQueries({ queryKey: menuItemKeys.all });
    },
  });
}
