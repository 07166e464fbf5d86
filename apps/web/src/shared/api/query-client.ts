import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-request-error';
import { invalidateTags } from './entity-tags';

/** Client errors will not change on a retry; only network and server failures are retried once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiRequestError(error) && error.status === 503) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // A write refreshes every query showing what it changed, also after a failure (the record
    // may be gone or changed already); the mutation counts as done once that is re-fetched.
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation) =>
        invalidateTags(queryClient, mutation.meta?.changes),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
