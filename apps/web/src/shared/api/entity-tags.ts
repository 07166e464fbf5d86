import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * What kind of records a query shows and a mutation changes: `user`, `role`, `permission`, …
 * Data types, not features: a query of one feature that shows users (the role editor's users
 * picker) is refreshed when another feature (users) changes a user, without either knowing the
 * other's query keys. Every mutation's tags are invalidated when it settles
 * (`createQueryClient`).
 */
export type EntityTag = string;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { shows?: readonly EntityTag[] };
    mutationMeta: { changes?: readonly EntityTag[] };
  }
}

export function showsAny(query: Query, tags: readonly EntityTag[]): boolean {
  const shown = query.meta?.shows;
  return !!shown && shown.some((tag) => tags.includes(tag));
}

/** Re-fetches (or marks stale) every query that shows one of the changed kinds of record. */
export function invalidateTags(
  queryClient: QueryClient,
  tags: readonly EntityTag[] | undefined,
): Promise<void> {
  if (!tags?.length) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (query) => showsAny(query, tags) });
}
