import type { MenuTree } from '@backoffice/contract/menu-items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { menuItemsApi } from './menu-items-api';

/** `GET /admin/menu/tree` → `{header, footer}`, each a tree ordered by position. */
export async function getMenuTree(signal?: AbortSignal): Promise<MenuTree> {
  const { data } = await request<MenuTree>('/admin/menu/tree', { signal });
  return data;
}

export function menuTreeQueryOptions() {
  return queryOptions({
    queryKey: [...menuItemsApi.keys.all, 'tree'] as const,
    queryFn: ({ signal }) => getMenuTree(signal),
    // every write of a menu item changes the tree
    meta: { shows: ['menu-item'] },
  });
}

export function useMenuTree(options: { enabled?: boolean } = {}) {
  return useQuery({ ...menuTreeQueryOptions(), enabled: options.enabled ?? true });
}
