import { menuItemSchema, type MenuItem } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { menuItemKeys } from './menu-item-query-keys';

/** `GET /admin/menu/:id` (404 `MENU:MENU_ITEM_NOT_EXISTS`). */
export async function getMenuItem(id: number, signal?: AbortSignal): Promise<MenuItem> {
  const { data } = await request(`/admin/menu/${id}`, { schema: menuItemSchema, signal });
  return data;
}

export function getMenuItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: menuItemKeys.detail(id),
    queryFn: ({ signal }) => getMenuItem(id, signal),
  });
}

export function useMenuItem(id: number) {
  return useQuery(getMenuItemQueryOptions(id));
}
