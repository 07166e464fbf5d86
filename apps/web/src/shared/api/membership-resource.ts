import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityTag } from './entity-tags';
import { request } from './request';

export interface MembershipResourceConfig {
  /** `GET` the owner's members: `(roleId) => /admin/role/${roleId}/permission`. */
  listPath: (ownerId: number) => string;
  /** `POST`/`DELETE` one member: `(roleId, permissionId) => …/permissions/${permissionId}`. */
  memberPath: (ownerId: number, memberId: number) => string;
  /** The first segments of the members' query key, e.g. `['roles', 'permissions']`. */
  key: readonly string[];
  /** What the member list shows; a change refreshes every query that shows it. */
  tag: EntityTag;
  /** Other kinds of record a change touches (a role's permission count in the roles list). */
  changes?: readonly EntityTag[];
}

/**
 * A many-to-many of REQ-WIRE-3 on the client, mirroring the server's membership routes: the
 * owner's members, and add/remove calls that answer the new member list, which replaces the
 * cached one (REQ-FORM-2) before every query showing the link is refreshed.
 */
export function createMembershipResource<Member>(config: MembershipResourceConfig) {
  const keyOf = (ownerId: number) => [...config.key, ownerId] as const;
  const changes = [config.tag, ...(config.changes ?? [])];

  async function list(ownerId: number, signal?: AbortSignal): Promise<Member[]> {
    const { data } = await request<Member[]>(config.listPath(ownerId), { signal });
    return data;
  }
  const listQueryOptions = (ownerId: number) =>
    queryOptions({
      queryKey: keyOf(ownerId),
      queryFn: ({ signal }) => list(ownerId, signal),
      meta: { shows: [config.tag] },
    });

  const change = (method: 'POST' | 'DELETE') => async (link: MembershipLink) => {
    const { data } = await request<Member[]>(config.memberPath(link.ownerId, link.memberId), {
      method,
    });
    return data;
  };
  const useChange = (method: 'POST' | 'DELETE') => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: change(method),
      onSuccess: (members, link) => queryClient.setQueryData(keyOf(link.ownerId), members),
      meta: { changes },
    });
  };

  return {
    list,
    listQueryOptions,
    useMembers: (ownerId: number, options: { enabled?: boolean } = {}) =>
      useQuery({ ...listQueryOptions(ownerId), enabled: options.enabled ?? true }),
    useAdd: () => useChange('POST'),
    useRemove: () => useChange('DELETE'),
  };
}

export interface MembershipLink {
  ownerId: number;
  memberId: number;
}
