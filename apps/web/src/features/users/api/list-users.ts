import {
  listResponseSchema,
  userListItemSchema,
  type ListResponse,
  type UserListItem,
} from '@backoffice/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { userKeys } from './user-query-keys';

const userListSchema = listResponseSchema(userListItemSchema);

/**
 * `GET /admin/user` with the list query of `000 §7` (filters search, active, isAdmin,
 * isSuperAdmin, userType, createdAt); `onlyAdmin` adds `onlyAdmin=1` (the staff accounts).
 */
export async function listUsers(
  query: Record<string, unknown>,
  onlyAdmin: boolean,
  signal?: AbortSignal,
): Promise<ListResponse<UserListItem>> {
  const { data } = await request('/admin/user', {
    query: onlyAdmin ? { ...query, onlyAdmin: '1' } : query,
    schema: userListSchema,
    signal,
  });
  return data;
}

export function listUsersQueryOptions(query: Record<string, unknown>, onlyAdmin: boolean) {
  return queryOptions({
    queryKey: userKeys.list(query, onlyAdmin),
    queryFn: ({ signal }) => listUsers(query, onlyAdmin, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserList(query: Record<string, unknown>, onlyAdmin: boolean) {
  return useQuery(listUsersQueryOptions(query, onlyAdmin));
}
