import { userSchema, type User } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { userKeys } from './user-query-keys';

/** `GET /admin/user/:id` (404 `USER:USER_NOT_EXISTS`). */
export async function getUser(id: number, signal?: AbortSignal): Promise<User> {
  const { data } = await request(`/admin/user/${id}`, { schema: userSchema, signal });
  return data;
}

export function getUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number) {
  return useQuery(getUserQueryOptions(id));
}
