import type { PermissionName } from '@backoffice/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { checkPermissions } from './check-permissions';

/**
 * Permission checks (REQ-ACCESS-4): each screen area checks its permissions once; only
 * names not yet known are sent to the server; a failed check leaves nothing permitted.
 *
 * Known answers live in the TanStack Query cache, one entry per permission name, so signing
 * out (`queryClient.clear()`) forgets them with everything else.
 */
export const permissionKeys = {
  all: ['permissions'] as const,
  name: (name: string) => ['permissions', 'name', name] as const,
  area: (area: string, names: readonly string[]) =>
    ['permissions', 'area', area, [...new Set(names)].sort()] as const,
};

function knownPermission(queryClient: QueryClient, name: string): boolean | undefined {
  return queryClient.getQueryData<boolean>(permissionKeys.name(name));
}

function rememberPermission(queryClient: QueryClient, name: string, isPermitted: boolean): void {
  // Known answers never go stale within a session: keep them as long as the cache lives.
  queryClient.setQueryDefaults(permissionKeys.all, { staleTime: Infinity, gcTime: Infinity });
  queryClient.setQueryData<boolean>(permissionKeys.name(name), isPermitted);
}

/** The permitted subset of `names` when every one of them is known; otherwise undefined. */
function knownSubset(queryClient: QueryClient, names: readonly string[]): string[] | undefined {
  const unique = [...new Set(names)];
  if (unique.some((name) => knownPermission(queryClient, name) === undefined)) return undefined;
  return unique.filter((name) => knownPermission(queryClient, name) === true);
}

/** Resolves the permitted subset of `names`, asking the server only about unknown ones. */
export async function resolvePermissions(
  queryClient: QueryClient,
  names: readonly string[],
  signal?: AbortSignal,
): Promise<string[]> {
  const unique = [...new Set(names)];
  const unknown = unique.filter((name) => knownPermission(queryClient, name) === undefined);
  if (unknown.length > 0) {
    // A failure throws before anything is remembered: the names stay unknown (asked again
    // next time) and this check permits nothing.
    const results = await checkPermissions(unknown, signal);
    const answered = new Map(results.map((result) => [result.permission, result.isPermitted]));
    for (const name of unknown) rememberPermission(queryClient, name, answered.get(name) === true);
  }
  return unique.filter((name) => knownPermission(queryClient, name) === true);
}

export interface PermissionsState {
  /** The check of this area is over (answered or failed). */
  isChecked: boolean;
  isLoading: boolean;
  /** The check failed: nothing is permitted. */
  isError: boolean;
  /** The permitted subset of the names asked about. */
  permitted: readonly string[];
  /** Typed to the contract's names: a misspelt permission fails `tsc`. */
  can: (name: PermissionName) => boolean;
}

export interface UsePermissionsOptions {
  /** Set false to hold the check (e.g. while signed out). Default true. */
  enabled?: boolean;
}

const NOTHING: readonly string[] = [];

/**
 * @param area a name for the screen or feature asking (`faq`, `routes`); one check per area
 * @param names the permission names the area needs, e.g. `['admin:faq:create']`
 */
export function usePermissions(
  area: string,
  names: readonly PermissionName[],
  options: UsePermissionsOptions = {},
): PermissionsState {
  const queryClient = useQueryClient();
  const enabled = options.enabled ?? true;

  const query = useQuery({
    queryKey: permissionKeys.area(area, names),
    queryFn: ({ signal }) => resolvePermissions(queryClient, names, signal),
    // every name already known (the start-up check asks for the features' screens too): the
    // answer is there in the first render, and buttons do not pop in a moment later
    initialData: () => knownSubset(queryClient, names),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const permitted = query.isSuccess ? query.data : NOTHING;
  const permittedSet = useMemo(() => new Set(permitted), [permitted]);
  const can = useCallback((name: PermissionName) => permittedSet.has(name), [permittedSet]);

  return {
    isChecked: query.isSuccess || query.isError,
    isLoading: enabled && query.isPending,
    isError: query.isError,
    permitted,
    can,
  };
}
