import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-request-error';

/** Client errors will not change on a retry; only network and server failures are retried once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiRequestError(error) && error.status === 503) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
