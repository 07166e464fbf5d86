import type { SessionList, SessionsEnded, TwoStepStatus } from '@backoffice/contract/auth';
import { usersPaths } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

/**
 * Sessions (REQ-SESS-2, REQ-SESS-3): the signed-in user's own (`/user/me/sessions`) or, for an
 * admin with `admin:user:edit`, another user's (`/admin/user/:id/sessions`). One shape, one base.
 */
export type SessionsScope = { kind: 'me' } | { kind: 'user'; userId: number };

const baseOf = (scope: SessionsScope) =>
  scope.kind === 'me' ? '/user/me/sessions' : `${usersPaths.api}/${scope.userId}/sessions`;
const keyOf = (scope: SessionsScope) =>
  ['sessions', scope.kind === 'me' ? 'me' : scope.userId] as const;

export function useSessions(scope: SessionsScope) {
  return useQuery({
    queryKey: keyOf(scope),
    queryFn: async ({ signal }) => (await request<SessionList>(baseOf(scope), { signal })).data,
  });
}

export function useEndSession(scope: SessionsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      (await request<{ success: true }>(`${baseOf(scope)}/${sessionId}/end`, { method: 'POST' }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(scope) }),
  });
}

/** "Sign out everywhere else": the signed-in user's own sessions only. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await request<SessionsEnded>('/user/me/sessions/end-others', { method: 'POST' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf({ kind: 'me' }) }),
  });
}

/** Whether another user's second factor is on (for a super admin's reset, REQ-SESS-6). */
export function useUserTwoStep(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['user', userId, 'two-step'],
    enabled,
    queryFn: async ({ signal }) =>
      (await request<TwoStepStatus>(`${usersPaths.api}/${userId}/two-step`, { signal })).data,
  });
}

export function useResetTwoStep(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await request<{ success: true }>(`${usersPaths.api}/${userId}/two-step/reset`, {
          method: 'POST',
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user', userId, 'two-step'] }),
  });
}
