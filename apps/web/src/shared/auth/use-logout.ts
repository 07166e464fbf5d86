import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearTokens } from './token-store';

/**
 * Logout (`000 §4`): every piece of state back to its default. Clearing the tokens signs the
 * app out (the router sends the user to /login); clearing the query cache forgets the user,
 * the menu and the known permissions.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearTokens();
    queryClient.clear();
  }, [queryClient]);
}
