import { menuTreeResponseSchema, type MenuTree } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { menuItemKeys } from './menu-item-query-keys';

/** `GET /admin/menu/tree` → `{header, footer}`, each a tree ordered by position. */
export async function getMenuTree(signal?: AbortSignal): Promise<MenuTree> {
  const { data } = await request('/admin/menu/tree', { schema: menuTreeResponseSchema, signal });
  return data;
}

export function menuTreeQueryOptions() {
  return queryOptions({
    queryKey: menuItemKeys.tree(),
    queryFn: ({ signal }) => getMenuTree(signal),
  });
}

export function useMenuTree(options: { enabled?: boolean } = {}) {
  return useQuery({ ...menuTreeQueryOptions(), enabled: options.enabled ?? true });
}
