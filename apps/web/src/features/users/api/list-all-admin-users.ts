import type { UserListItem } from '@backoffice/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages';

/**
 * `GET /admin/user?onlyAdmin=1`, every page (`admin:user:list`): the users a role can be given
 * (REQ-ROLE-4: "only admin users are offered"), by last name.
 */
export async function listAllAdminUsers(signal?: AbortSignal): Promise<UserListItem[]> {
  return fetchAllPages<UserListItem>('/admin/user', {
    query: {
      onlyAdmin: '1',
      order: [
        { column: 'lastName', direction: 'ASC' },
        { column: 'firstName', direction: 'ASC' },
      ],
    },
    signal,
  });
}

export function allAdminUsersQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'admin-users'] as const,
    meta: { shows: ['user'] },
    queryFn: ({ signal }) => listAllAdminUsers(signal),
  });
}

export function useAllAdminUsers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...allAdminUsersQueryOptions(), enabled: options.enabled ?? true });
}
