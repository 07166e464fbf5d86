import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../api/request';
import { forgetReturnPath } from '../navigation/return-path';
import { clearTokens, getRefreshToken } from './token-store';

/**
 * Logout (REQ-AUTH-10): the server revokes the refresh token, and every piece of state goes back
 * to its default. Clearing the tokens signs the
 * app out (the router sends the user to /login); clearing the query cache forgets the user,
 * the menu and the known permissions.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const refreshToken = getRefreshToken();
    // End the session on the server too; signing out locally must not wait for it.
    if (refreshToken) {
      void request('/logout', { method: 'POST', auth: false, body: { refreshToken } }).catch(
        () => undefined,
      );
    }
    // signing out on purpose: the next sign-in starts at the dashboard, not where this one
    // ended (the login screen's URL is set first, so the signed-out router has no deep link
    // to remember)
    forgetReturnPath();
    window.history.replaceState(null, '', '/login');
    clearTokens();
    queryClient.clear();
  }, [queryClient]);
}
