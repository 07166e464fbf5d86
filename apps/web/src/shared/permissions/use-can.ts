import type { PermissionName } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { currentUserQueryOptions } from '../auth/current-user';

/** "May the signed-in user do this?", typed to the contract's names: a misspelt one fails `tsc`. */
export type Can = (permission: PermissionName) => boolean;

const NOTHING: readonly string[] = [];

/**
 * The signed-in user's permissions, answered synchronously: `GET /user/me` carries the whole
 * effective set, and the signed-in app renders no screen before it has answered (see
 * `app/signed-in-router.tsx`), so a screen knows its buttons in its first frame and asks the
 * server nothing more. Until the answer is there, or if it is malformed, nothing is permitted.
 * This only shapes the screens: the server checks every route itself (docs/architecture.md,
 * "Permissions").
 */
export function useCan(): Can {
  const { data } = useQuery(currentUserQueryOptions());
  const permissions = Array.isArray(data?.permissions) ? data.permissions : NOTHING;
  const granted = useMemo(() => new Set(permissions), [permissions]);
  return useCallback((permission: PermissionName) => granted.has(permission), [granted]);
}
