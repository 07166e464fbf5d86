import {
  listResponseSchema,
  menuItemSchema,
  type ListResponse,
  type MenuItem,
} from '@backoffice/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { menuItemKeys } from './menu-item-query-keys';

const menuItemListSchema = listResponseSchema(menuItemSchema);

/** `GET /admin/menu`: the flat list (filters search and codeName; sort position, label, id). */
export async function listMenuItems(
  query: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ListResponse<MenuItem>> {
  const { data } = await request('/admin/menu', { query, schema: menuItemListSchema, signal });
  return data;
}

export function listMenuItemsQueryOptions(query: Record<string, unknown>) {
  return queryOptions({
    queryKey: menuItemKeys.list(query),
    queryFn: ({ signal }) => listMenuItems(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMenuItemList(
  query: Record<string, unknown>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...listMenuItemsQueryOptions(query), enabled: options.enabled ?? true });
}
