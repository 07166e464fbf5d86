import type { CurrentUser } from '@backoffice/contract/auth';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EntityTag } from '../api/entity-tags';
import { request } from '../api/request';
import { rememberPermissionHint } from '../permissions/permission-hint';

export const CURRENT_USER_PATH = '/user/me';

/**
 * The writes that may change who holds what: a role's permissions or users, a role deleted, a
 * user's personal permissions. The user's own set (and their sidebar) is read again after one of
 * them settles, as the edited role or user may be their own (REQ-PERMUI-3).
 */
export const ACCESS_TAGS: readonly EntityTag[] = [
  'role',
  'role-permission',
  'role-user',
  'user-permission',
];

/**
 * `GET /user/me`: the signed-in user — the top bar's name, their whole effective permission set
 * (`useCan()`), and what screens need to know about the viewer (`isSuperAdmin` decides who may
 * change admin flags, `id` spots their own account).
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { data } = await request<CurrentUser>(CURRENT_USER_PATH, { signal });
  if (Array.isArray(data.permissions)) rememberPermissionHint(data.id, data.permissions);
  return data;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'me'] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    meta: { shows: ACCESS_TAGS },
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Reads the user's permissions again after the server refused a call for want of one
 * (REQ-PERMUI-1): `GET /user/me` and the sidebar (the queries that show exactly `ACCESS_TAGS`),
 * so every `useCan()` and the menu re-render with the new set. Refusals arriving while the
 * re-read is in flight join it instead of starting another.
 */
export function refreshPermissions(queryClient: QueryClient): void {
  void queryClient.invalidateQueries(
    { predicate: (query) => query.meta?.shows === ACCESS_TAGS },
    { cancelRefetch: false },
  );
}
